#ifndef RENDER_ANIM_CX264_SHIM_H
#define RENDER_ANIM_CX264_SHIM_H
// libx264, called directly for MP4 (H.264): it has no dependencies beyond libc, so opening it costs
// well under a millisecond, where libavcodec pulls in over a hundred libraries. Only Sources/Render/X264
// imports this.
#include <stdint.h>
#include <x264.h>

// x264_encoder_open is a macro naming the versioned symbol (x264_encoder_open_164).
static inline x264_t *cx264_encoder_open(x264_param_t *param) { return x264_encoder_open(param); }
#endif
