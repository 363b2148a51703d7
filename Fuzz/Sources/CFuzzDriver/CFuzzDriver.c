// SwiftPM needs one source file per C target; the header declares everything.
#include "CFuzzDriver.h"
