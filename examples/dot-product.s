# The dot-product step of the llvm-mca manual (seed 002): run it with
#   atomir mca -mtriple=x86_64 -mcpu=btver2 -iterations=300 examples/dot-product.s
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
