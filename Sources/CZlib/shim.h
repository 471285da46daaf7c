#ifndef RENDER_ANIM_CZLIB_SHIM_H
#define RENDER_ANIM_CZLIB_SHIM_H
// zlib for the PNG writer's deflate streams. Only Sources/Render/Zlib imports this.
#include <zlib.h>
// deflateInit2 is a macro (it passes the library version and the stream's size).
static inline int czlib_deflate_init_raw(z_stream *stream, int level, int memLevel, int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, -15, memLevel, strategy);
}
#endif
