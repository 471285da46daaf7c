#ifndef RENDER_ANIM_CFFMPEG_LOADER_H
#define RENDER_ANIM_CFFMPEG_LOADER_H
#include <stddef.h>

/// Loads libavutil, libswscale, libavcodec and libavformat (once; later calls answer the first result).
/// Returns 0, or -1 with the loader's message in `error`.
int cffmpeg_load(char *error, size_t size);
#endif
