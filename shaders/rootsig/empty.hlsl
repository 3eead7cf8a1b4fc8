// The empty root signature: no flags, parameters or static samplers. Compiled to
// empty_1_0.rts0.
#define Empty ""
