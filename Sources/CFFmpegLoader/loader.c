// FFmpeg's libraries, loaded on first use instead of at start-up.
//
// Debian's libavcodec and libavformat need about 130 other libraries (every codec, TLS, X11, VA-API), and
// mapping and relocating them takes ~30 ms, more than the rest of render-anim's start-up. Only GIF, WebM,
// MOV and APNG use FFmpeg (MP4 calls libx264 directly, PNG has its own writer), so the binary does not
// link FFmpeg: each function below has FFmpeg's own prototype (the headers check it) and forwards to the
// real one, looked up with dlsym the first time it is called. Swift calls cffmpeg_load first and reports a
// missing library as an error; a forwarder reached without the libraries stops the process with a message.
#include "cffmpeg_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>

#define STR2(x) #x
#define STR(x) STR2(x)

static void *libraries[4];
static char load_error[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load_all(void) {
  static const char *const names[4] = {
    "libavutil.so." STR(LIBAVUTIL_VERSION_MAJOR), "libswscale.so." STR(LIBSWSCALE_VERSION_MAJOR),
    "libavcodec.so." STR(LIBAVCODEC_VERSION_MAJOR), "libavformat.so." STR(LIBAVFORMAT_VERSION_MAJOR),
  };
  for (int i = 0; i < 4; i++) {
    libraries[i] = dlopen(names[i], RTLD_NOW | RTLD_GLOBAL);
    if (!libraries[i]) {
      const char *why = dlerror();
      snprintf(load_error, sizeof load_error, "cannot load FFmpeg's %s: %s", names[i], why ? why : "unknown error");
      return;
    }
  }
}

int cffmpeg_load(char *error, size_t size) {
  pthread_once(&once, load_all);
  if (load_error[0] == 0) return 0;
  if (error && size) snprintf(error, size, "%s", load_error);
  return -1;
}

static void *symbol(const char *name) {
  if (cffmpeg_load(NULL, 0) == 0) {
    for (int i = 0; i < 4; i++) {
      void *f = dlsym(libraries[i], name);
      if (f) return f;
    }
  }
  fprintf(stderr, "render-anim: error: FFmpeg's %s is unavailable%s%s\n", name, load_error[0] ? ": " : "", load_error);
  exit(70);
}

// One forwarder: the pointer is looked up once (a race stores the same value twice).
#define FORWARD(ret, name, params, args)                                  \
  ret name params {                                                       \
    static __typeof__(&name) volatile real;                               \
    __typeof__(&name) f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);       \
    if (!f) {                                                             \
      f = (__typeof__(&name))symbol(#name);                               \
      __atomic_store_n(&real, f, __ATOMIC_RELEASE);                       \
    }                                                                     \
    return f args;                                                        \
  }

// libavutil
FORWARD(void, av_dict_free, (AVDictionary **m), (m))
FORWARD(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags))
FORWARD(AVFrame *, av_frame_alloc, (void), ())
FORWARD(void, av_frame_free, (AVFrame **frame), (frame))
FORWARD(int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
FORWARD(int, av_frame_make_writable, (AVFrame *frame), (frame))
FORWARD(const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
FORWARD(int, av_image_fill_plane_sizes, (size_t size[4], enum AVPixelFormat pix_fmt, int height, const ptrdiff_t linesizes[4]),
        (size, pix_fmt, height, linesizes))
FORWARD(void, av_log_set_level, (int level), (level))
FORWARD(int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val, search_flags))
FORWARD(int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))

// libavcodec
FORWARD(AVPacket *, av_packet_alloc, (void), ())
FORWARD(void, av_packet_free, (AVPacket **pkt), (pkt))
FORWARD(void, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst))
FORWARD(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
FORWARD(const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
FORWARD(void, avcodec_free_context, (AVCodecContext **avctx), (avctx))
FORWARD(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options))
FORWARD(int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))
FORWARD(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
FORWARD(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))

// libavformat
FORWARD(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(int, av_write_trailer, (AVFormatContext *s), (s))
FORWARD(int, avformat_alloc_output_context2,
        (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename),
        (ctx, oformat, format_name, filename))
FORWARD(void, avformat_free_context, (AVFormatContext *s), (s))
FORWARD(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
FORWARD(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
FORWARD(int, avio_closep, (AVIOContext **s), (s))
FORWARD(int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))

// libswscale
FORWARD(void, sws_freeContext, (struct SwsContext *c), (c))
FORWARD(const int *, sws_getCoefficients, (int colorspace), (colorspace))
FORWARD(struct SwsContext *, sws_getContext,
        (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags,
         SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),
        (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FORWARD(int, sws_scale,
        (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH,
         uint8_t *const dst[], const int dstStride[]),
        (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
FORWARD(int, sws_setColorspaceDetails,
        (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness,
         int contrast, int saturation),
        (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))
