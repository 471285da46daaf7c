#ifndef RENDER_ANIM_CCAIRO_SHIM_H
#define RENDER_ANIM_CCAIRO_SHIM_H
// Cairo and Pango (through pangocairo) for the rasterizer. Only Sources/Render/Cairo imports this.
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#endif
