#include "inner.h"
