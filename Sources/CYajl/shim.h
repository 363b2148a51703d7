#ifndef FASTJSON_CYAJL_SHIM_H
#define FASTJSON_CYAJL_SHIM_H

#include <yajl/yajl_parse.h>

/// `yajl_config` is variadic, which Swift cannot call; this fixes its argument to an int flag.
static inline int fastjson_yajl_set_option(yajl_handle handle, yajl_option option, int enabled) {
    return yajl_config(handle, option, enabled);
}

#endif
