// FFmpeg's libraries, loaded on first use instead of at start-up.
//
// Debian's libavcodec and libavformat need about 130 other libraries (every codec, TLS, X11, VA-API), and
// mapping and relocating them takes ~30 ms, more than the rest of render-anim's start-up. Only the video
// formats use FFmpeg (PNG has its own writer), so the binary does not link FFmpeg: each function below has
// FFmpeg's own prototype (the headers check it) and forwards to the real one. cffmpeg_load opens the
// libraries and resolves every function at once, so a missing library or function is an error Swift
// reports (the library never exits the process); Swift calls it before any FFmpeg function. A forwarder reached without a successful load is a programming error and traps.
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

static void resolve_all(void);

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
  resolve_all();
}

int cffmpeg_load(char *error, size_t size) {
  pthread_once(&once, load_all);
  if (load_error[0] == 0) return 0;
  if (error && size) snprintf(error, size, "%s", load_error);
  return -1;
}

// Every function render-anim calls: X(return type, name, parameters, arguments).
#define CFFMPEG_FUNCTIONS(X) \
  X(void, av_dict_free, (AVDictionary **m), (m)) \
  X(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags)) \
  X(AVBufferRef *, av_buffer_create, (uint8_t *data, size_t size, void (*free)(void *opaque, uint8_t *data), void *opaque, int flags), (data, size, free, opaque, flags)) \
  X(AVFrame *, av_frame_alloc, (void), ()) \
  X(void, av_frame_free, (AVFrame **frame), (frame)) \
  X(int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align)) \
  X(int, av_frame_make_writable, (AVFrame *frame), (frame)) \
  X(const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt)) \
  X(int, av_image_fill_plane_sizes, (size_t size[4], enum AVPixelFormat pix_fmt, int height, const ptrdiff_t linesizes[4]), (size, pix_fmt, height, linesizes)) \
  X(void, av_log_set_level, (int level), (level)) \
  X(int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val, search_flags)) \
  X(int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size)) \
  X(AVPacket *, av_packet_alloc, (void), ()) \
  X(void, av_packet_free, (AVPacket **pkt), (pkt)) \
  X(void, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst)) \
  X(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec)) \
  X(const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name)) \
  X(void, avcodec_free_context, (AVCodecContext **avctx), (avctx)) \
  X(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options)) \
  X(int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec)) \
  X(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt)) \
  X(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame)) \
  X(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt)) \
  X(int, av_write_trailer, (AVFormatContext *s), (s)) \
  X(int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename)) \
  X(void, avformat_free_context, (AVFormatContext *s), (s)) \
  X(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c)) \
  X(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options)) \
  X(int, avio_closep, (AVIOContext **s), (s)) \
  X(int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags)) \
  X(int, avformat_open_input, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options)) \
  X(int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options)) \
  X(void, avformat_close_input, (AVFormatContext **s), (s)) \
  X(int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt)) \
  X(int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src), (dst, src)) \
  X(void, av_packet_unref, (AVPacket *pkt), (pkt)) \
  X(AVDictionaryEntry *, av_dict_get, (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags), (m, key, prev, flags)) \
  X(void, sws_freeContext, (struct SwsContext *c), (c)) \
  X(const int *, sws_getCoefficients, (int colorspace), (colorspace)) \
  X(struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param)) \
  X(int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride)) \
  X(int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))

#define DECLARE(ret, name, params, args) static __typeof__(&name) real_##name;
CFFMPEG_FUNCTIONS(DECLARE)

static void *lookup(const char *name) {
  for (int i = 0; i < 4; i++) {
    void *f = dlsym(libraries[i], name);
    if (f) return f;
  }
  return NULL;
}

static void resolve_all(void) {
#define RESOLVE(ret, name, params, args)                                                              \
  real_##name = (__typeof__(&name))lookup(#name);                                                     \
  if (!real_##name) {                                                                                 \
    snprintf(load_error, sizeof load_error, "FFmpeg's libraries have no function %s", #name);         \
    return;                                                                                           \
  }
  CFFMPEG_FUNCTIONS(RESOLVE)
}

static void unavailable(const char *name) {
  fprintf(stderr, "render-anim: internal error: FFmpeg's %s was called before cffmpeg_load succeeded\n", name);
  __builtin_trap();
}

#define FORWARD(ret, name, params, args)                 \
  ret name params {                                      \
    if (__builtin_expect(real_##name == NULL, 0)) unavailable(#name); \
    return real_##name args;                             \
  }
CFFMPEG_FUNCTIONS(FORWARD)
