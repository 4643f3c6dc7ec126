# -json -bottleneck-analysis, register edges: ResourceOrRegID is LLVM 22's register number
# (rax 51, rbx 53), Type 1.
# RUN: atomir mca -mcpu=skylake -json -bottleneck-analysis %s | FileCheck %s
# CHECK:       "BottleneckAnalysis": {
# CHECK-NEXT:         "DataDependencyCycles": 277,
# CHECK-NEXT:         "DependencyEdge": [
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 1,
# CHECK-NEXT:             "ResourceOrRegID": 51,
# CHECK-NEXT:             "ToID": 2,
# CHECK-NEXT:             "Type": 1
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 2,
# CHECK-NEXT:             "ResourceOrRegID": 53,
# CHECK-NEXT:             "ToID": 3,
# CHECK-NEXT:             "Type": 1
# CHECK-NEXT:           },
# CHECK-NEXT:           {
# CHECK-NEXT:             "FromID": 3,
# CHECK-NEXT:             "ResourceOrRegID": 51,
# CHECK-NEXT:             "ToID": 4,
# CHECK-NEXT:             "Type": 1
# CHECK-NEXT:           }
# CHECK-NEXT:         ],
# CHECK-NEXT:         "MemoryDependencyCycles": 0,
# CHECK-NEXT:         "PressureIncreaseCycles": 277,
# CHECK-NEXT:         "RegisterDependencyCycles": 277,
# CHECK-NEXT:         "ResourcePressure": [],
# CHECK-NEXT:         "ResourcePressureCycles": 0,
# CHECK-NEXT:         "TotalCycles": 403
addq %rax, %rbx
imulq %rbx, %rax
