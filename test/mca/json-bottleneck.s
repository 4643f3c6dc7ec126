# -json with -bottleneck-analysis: cycle counts, the busy resources by name, and the critical
# sequence's edges (node ids over three iterations; Type 1 register with LLVM's register
# number, 3 resource with its mask).
# RUN: atomir mca -mcpu=skylake -json -bottleneck-analysis %s | FileCheck %s
# RUN: atomir mca -mcpu=skylake -json -bottleneck-analysis -iterations=1 %s | FileCheck --check-prefix=NONE %s
# CHECK:       "BottleneckAnalysis": {
# CHECK-NEXT:         "DataDependencyCycles": 27,
# CHECK-NEXT:         "DependencyEdge": [
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 1,
# CHECK-NEXT:             "ResourceOrRegID": 8,
# CHECK-NEXT:             "ToID": 6,
# CHECK-NEXT:             "Type": 3
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 6,
# CHECK-NEXT:             "ResourceOrRegID": 4,
# CHECK-NEXT:             "ToID": 7,
# CHECK-NEXT:             "Type": 3
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 7,
# CHECK-NEXT:             "ResourceOrRegID": 4,
# CHECK-NEXT:             "ToID": 8,
# CHECK-NEXT:             "Type": 3
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 8,
# CHECK-NEXT:             "ResourceOrRegID": 8,
# CHECK-NEXT:             "ToID": 13,
# CHECK-NEXT:             "Type": 3
# CHECK-NEXT:           }
# CHECK-NEXT:         ],
# CHECK-NEXT:         "MemoryDependencyCycles": 0,
# CHECK-NEXT:         "PressureIncreaseCycles": 69,
# CHECK-NEXT:         "RegisterDependencyCycles": 27,
# CHECK-NEXT:         "ResourcePressure": [
# CHECK-NEXT:           {
# CHECK-NEXT:             "SKLPort0": 69
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "SKLPort1": 69
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "SKLPort2": 1
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "SKLPort3": 1
# CHECK-NEXT:           }
# CHECK-NEXT:         ],
# CHECK-NEXT:         "ResourcePressureCycles": 69,
# CHECK-NEXT:         "TotalCycles": 156
# NONE:      "BottleneckAnalysis": {
# NONE-NEXT:   "PressureIncreaseCycles": 0
# NONE-NEXT: },
vmulps %xmm0, %xmm1, %xmm2
vmulps %xmm0, %xmm1, %xmm3
vmulps %xmm0, %xmm1, %xmm4
movq (%rdi), %rax
movq %rax, (%rsi)
addq (%rsi), %rcx
