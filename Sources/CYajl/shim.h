#ifndef FASTJSON_CYAJL_SHIM_H
#define FASTJSON_CYAJL_SHIM_H

// Debian's headers are found as <yajl/…> because /usr/include is searched by default; a Homebrew
// prefix gives only -I<prefix>/include/yajl (its yajl.pc's Cflags), so there the bare name is the one
// that resolves. yajl_parse.h's own <yajl/yajl_common.h> is answered by Sources/CYajlIncludes.
#if __has_include(<yajl/yajl_parse.h>)
#include <yajl/yajl_parse.h>
#else
#include <yajl_parse.h>
#endif

/// `yajl_config` is variadic, which Swift cannot call; this fixes its argument to an int flag.
static inline int fastjson_yajl_set_option(yajl_handle handle, yajl_option option, int enabled) {
    return yajl_config(handle, option, enabled);
}

#endif
