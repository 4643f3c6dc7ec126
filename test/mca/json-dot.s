# -json: one document, keys sorted, fractions printed with 17 significant digits.
# RUN: atomir mca -mcpu-model=%S/Inputs/btver2-mini.json -mcpu=btver2 -json %s | FileCheck %s
# CHECK:      "CodeRegions": [
# CHECK:      "Instructions": [
# CHECK-NEXT:   "vmulps\t%xmm0, %xmm1, %xmm2",
# CHECK:      "Name": "",
# CHECK:      "SummaryView": {
# CHECK-NEXT:   "BlockRThroughput": 2,
# CHECK-NEXT:   "DispatchWidth": 2,
# CHECK-NEXT:   "IPC": 1.4218009478672986,
# CHECK-NEXT:   "Instructions": 300,
# CHECK-NEXT:   "Iterations": 100,
# CHECK-NEXT:   "TotalCycles": 211,
# CHECK:      "SimulationParameters": {
# CHECK-NEXT:   "-march": "x86_64",
# CHECK-NEXT:   "-mcpu": "btver2",
# CHECK:      "CPUName": "btver2",
vmulps   %xmm0, %xmm1, %xmm2
vhaddps  %xmm2, %xmm2, %xmm3
vhaddps  %xmm3, %xmm3, %xmm4
