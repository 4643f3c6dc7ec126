# The JSON schema (src/measure/mod.rs), shown by a dry run: method, then one object per region.
# RUN: atomir measure -dry-run -json -unroll=10,30 -repetitions=3 -samples=5 -cpu=1 %s | FileCheck %s
# CHECK:      {
# CHECK-NEXT:   "file": "{{.*}}dry-run-json.s",
# CHECK-NEXT:   "method": {
# CHECK-NEXT:     "chain_unroll": [
# CHECK-NEXT:       500,
# CHECK-NEXT:       1500
# CHECK-NEXT:     ],
# CHECK-NEXT:     "cpu": 1,
# CHECK-NEXT:     "dry_run": true,
# CHECK-NEXT:     "loop_trips": 100,
# CHECK-NEXT:     "page_limit": 256,
# CHECK-NEXT:     "registers": {
# CHECK-NEXT:       "others": 268437568,
# CHECK-NEXT:       "rdx": 268436480,
# CHECK-NEXT:       "rsp": 536872960
# CHECK-NEXT:     },
# CHECK-NEXT:     "repetitions": 3,
# CHECK-NEXT:     "samples": 5,
# CHECK-NEXT:     "timeout_seconds": 10,
# CHECK-NEXT:     "unroll": [
# CHECK-NEXT:       10,
# CHECK-NEXT:       30
# CHECK-NEXT:     ]
# CHECK-NEXT:   },
# CHECK-NEXT:   "regions": [
# CHECK-NEXT:     {
# CHECK-NEXT:       "bytes": 4,
# CHECK-NEXT:       "index": 0,
# CHECK-NEXT:       "instructions": 1,
# CHECK-NEXT:       "layout": {
# CHECK-NEXT:         "block": [
# CHECK-NEXT:           {
# CHECK-NEXT:             "hex": "48 0f af c1",
# CHECK-NEXT:             "offset": 0,
# CHECK-NEXT:             "text": "imulq %rcx, %rax"
# CHECK-NEXT:           }
# CHECK-NEXT:         ],
# CHECK-NEXT:         "programs": [
# CHECK-NEXT:           {
# CHECK-NEXT:             "address": 1073741824,
# CHECK-NEXT:             "body_at": 276,
# CHECK-NEXT:             "bytes": 2339,
# CHECK-NEXT:             "copies": 500,
# CHECK-NEXT:             "kind": "chain-a"
# CHECK-NEXT:           },
# CHECK:                  "kind": "chain-b"
# CHECK:                  "copies": 10,
# CHECK-NEXT:             "kind": "block-a"
# CHECK:                  "copies": 30,
# CHECK-NEXT:             "kind": "block-b"
# CHECK-NEXT:           }
# CHECK-NEXT:         ]
# CHECK-NEXT:       },
# CHECK-NEXT:       "name": "",
# CHECK-NEXT:       "status": "dry-run"
# CHECK-NEXT:     }
# CHECK-NEXT:   ],
# CHECK-NEXT:   "schema": "atomir-measure/1"
# CHECK-NEXT: }
imulq %rcx, %rax
