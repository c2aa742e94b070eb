/* scale.h - values[i] *= factor, on the default OpenCL device. */
#ifndef SCALE_H
#define SCALE_H
void scale(float *values, int n, float factor);
#endif
