#ifndef RENDER_ANIM_CIMAGEQUANT_SHIM_H
#define RENDER_ANIM_CIMAGEQUANT_SHIM_H
// libimagequant (Debian's libimagequant-dev), the palette and remapping behind GIF output. Only
// Sources/Render/ImageQuant imports this.
#include <libimagequant.h>

// Debian builds libimagequant with OpenMP; its helper threads spin while they wait, taking the cores the
// frame workers need. The calling thread's OpenMP team size (libgomp, linked by libimagequant).
void omp_set_num_threads(int);
#endif
