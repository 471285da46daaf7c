#ifndef RENDER_ANIM_CIMAGEQUANT_SHIM_H
#define RENDER_ANIM_CIMAGEQUANT_SHIM_H
// libimagequant (Debian's libimagequant-dev), the palette and remapping behind GIF output. Only
// Sources/Render/ImageQuant imports this.
#include <libimagequant.h>
#endif
