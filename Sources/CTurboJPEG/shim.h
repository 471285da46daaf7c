#ifndef RENDER_ANIM_CTURBOJPEG_SHIM_H
#define RENDER_ANIM_CTURBOJPEG_SHIM_H
// libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev): decodes JPEG images for image layers. Only
// Sources/Render/JPEG imports this.
#include <turbojpeg.h>
#endif
