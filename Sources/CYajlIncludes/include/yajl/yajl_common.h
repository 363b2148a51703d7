// yajl's own headers include <yajl/yajl_common.h>, but yajl.pc (Debian's and Homebrew's alike) puts
// only <prefix>/include/yajl on the search path. Debian still works because /usr/include is a default
// search directory; a Homebrew prefix is not. SwiftPM puts this target's include/ on the search path
// of every target that depends on it, so this header answers that include wherever yajl lives.
// No include guard: yajl_common.h has its own, and this header only forwards.
#if __has_include_next(<yajl/yajl_common.h>)
#include_next <yajl/yajl_common.h>
#else
#include <yajl_common.h>
#endif
