#ifndef RENDER_ANIM_CFFMPEG_SHIM_H
#define RENDER_ANIM_CFFMPEG_SHIM_H
// FFmpeg's libraries for the encoders. Only Sources/Render/FFmpeg imports this.
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>

// Macros Swift cannot import.
static inline int cffmpeg_averror(int e) { return AVERROR(e); }
static const int cffmpeg_averror_eof = AVERROR_EOF;
static const int cffmpeg_eagain = EAGAIN;
static const int64_t cffmpeg_nopts = AV_NOPTS_VALUE;
#endif
