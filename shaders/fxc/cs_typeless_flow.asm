// Typeless registers and scoped control flow, as fxc writes them. Each of 8 threads writes
// 16 bytes at t * 16: a quiet NaN with payload and a signalling NaN pattern moved through
// r0 as bits (never converted), the first plus t (an integer add on a register a float
// move filled), and what a loop over a switch accumulates: case 0 falls through into
// case 1 (+1, then +10), case 1 alone +10, default +100 and a retc at i = 6, which only
// thread 7 reaches (its last word keeps the buffer's initial value).
//   for (uint i = 0; i < t; ++i) switch (i) { case 0: acc += 1; case 1: acc += 10; break;
//                                             default: if (i == 6) return; acc += 100; break; }
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 8, 1, 1
mov r0.x, l(0x7fc00001)
mov r0.y, l(0xff800001)
iadd r0.z, r0.x, vThreadID.x
ishl r1.x, vThreadID.x, l(4)
store_raw u0.xyz, r1.x, r0.xyzx
mov r2.xy, l(0,0,0,0)
loop
  uge r2.z, r2.x, vThreadID.x
  breakc_nz r2.z
  switch r2.x
    case l(0)
    iadd r2.y, r2.y, l(1)
    case l(1)
    iadd r2.y, r2.y, l(10)
    break
    default
    ieq r3.x, r2.x, l(6)
    retc_nz r3.x
    iadd r2.y, r2.y, l(100)
    break
  endswitch
  iadd r2.x, r2.x, l(1)
endloop
iadd r1.y, r1.x, l(12)
store_raw u0.x, r1.y, r2.y
ret
