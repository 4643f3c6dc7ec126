; print<memoryssa-walker> asks the walker about uses that LLVM 22 has not optimised yet (it
; optimises uses lazily): the walk starts at the nearest def above the use, with a budget of its
; own, and the use prints as optimised to the answer. With 120 stores between %a's store and
; its load, the budget (100 defs) runs out at def 22; print<memoryssa> leaves that use
; unoptimised (MemoryUse(121)). With 99 stores the walk still reaches def 1. CHECK lines from
; opt-22.
; RUN: atomir opt -passes='print<memoryssa-walker>' -disable-output %s 2>&1 | FileCheck %s
; RUN: atomir opt -passes='print<memoryssa>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BUILD
; CHECK-LABEL: MemorySSA (walker) for function: at_budget
; CHECK: ; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
; CHECK-NEXT: %x = load i32, ptr %a, align 4
; CHECK-LABEL: MemorySSA (walker) for function: over_budget
; CHECK: ; MemoryUse(22) - clobbered by 22 = MemoryDef(21)->liveOnEntry
; CHECK-NEXT: %x = load i32, ptr %a, align 4
; BUILD-LABEL: MemorySSA for function: at_budget
; BUILD: ; MemoryUse(1)
; BUILD-NEXT: %x = load i32, ptr %a, align 4
; BUILD-LABEL: MemorySSA for function: over_budget
; BUILD: ; MemoryUse(121)
; BUILD-NEXT: %x = load i32, ptr %a, align 4

define i32 @at_budget(ptr %p) {
  %a = alloca i32, align 4
  %b = alloca [200 x i32], align 4
  store i32 7, ptr %a, align 4
  %p0 = getelementptr inbounds i32, ptr %b, i64 0
  store i32 0, ptr %p0, align 4
  %p1 = getelementptr inbounds i32, ptr %b, i64 1
  store i32 1, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %b, i64 2
  store i32 2, ptr %p2, align 4
  %p3 = getelementptr inbounds i32, ptr %b, i64 3
  store i32 3, ptr %p3, align 4
  %p4 = getelementptr inbounds i32, ptr %b, i64 4
  store i32 4, ptr %p4, align 4
  %p5 = getelementptr inbounds i32, ptr %b, i64 5
  store i32 5, ptr %p5, align 4
  %p6 = getelementptr inbounds i32, ptr %b, i64 6
  store i32 6, ptr %p6, align 4
  %p7 = getelementptr inbounds i32, ptr %b, i64 7
  store i32 7, ptr %p7, align 4
  %p8 = getelementptr inbounds i32, ptr %b, i64 8
  store i32 8, ptr %p8, align 4
  %p9 = getelementptr inbounds i32, ptr %b, i64 9
  store i32 9, ptr %p9, align 4
  %p10 = getelementptr inbounds i32, ptr %b, i64 10
  store i32 10, ptr %p10, align 4
  %p11 = getelementptr inbounds i32, ptr %b, i64 11
  store i32 11, ptr %p11, align 4
  %p12 = getelementptr inbounds i32, ptr %b, i64 12
  store i32 12, ptr %p12, align 4
  %p13 = getelementptr inbounds i32, ptr %b, i64 13
  store i32 13, ptr %p13, align 4
  %p14 = getelementptr inbounds i32, ptr %b, i64 14
  store i32 14, ptr %p14, align 4
  %p15 = getelementptr inbounds i32, ptr %b, i64 15
  store i32 15, ptr %p15, align 4
  %p16 = getelementptr inbounds i32, ptr %b, i64 16
  store i32 16, ptr %p16, align 4
  %p17 = getelementptr inbounds i32, ptr %b, i64 17
  store i32 17, ptr %p17, align 4
  %p18 = getelementptr inbounds i32, ptr %b, i64 18
  store i32 18, ptr %p18, align 4
  %p19 = getelementptr inbounds i32, ptr %b, i64 19
  store i32 19, ptr %p19, align 4
  %p20 = getelementptr inbounds i32, ptr %b, i64 20
  store i32 20, ptr %p20, align 4
  %p21 = getelementptr inbounds i32, ptr %b, i64 21
  store i32 21, ptr %p21, align 4
  %p22 = getelementptr inbounds i32, ptr %b, i64 22
  store i32 22, ptr %p22, align 4
  %p23 = getelementptr inbounds i32, ptr %b, i64 23
  store i32 23, ptr %p23, align 4
  %p24 = getelementptr inbounds i32, ptr %b, i64 24
  store i32 24, ptr %p24, align 4
  %p25 = getelementptr inbounds i32, ptr %b, i64 25
  store i32 25, ptr %p25, align 4
  %p26 = getelementptr inbounds i32, ptr %b, i64 26
  store i32 26, ptr %p26, align 4
  %p27 = getelementptr inbounds i32, ptr %b, i64 27
  store i32 27, ptr %p27, align 4
  %p28 = getelementptr inbounds i32, ptr %b, i64 28
  store i32 28, ptr %p28, align 4
  %p29 = getelementptr inbounds i32, ptr %b, i64 29
  store i32 29, ptr %p29, align 4
  %p30 = getelementptr inbounds i32, ptr %b, i64 30
  store i32 30, ptr %p30, align 4
  %p31 = getelementptr inbounds i32, ptr %b, i64 31
  store i32 31, ptr %p31, align 4
  %p32 = getelementptr inbounds i32, ptr %b, i64 32
  store i32 32, ptr %p32, align 4
  %p33 = getelementptr inbounds i32, ptr %b, i64 33
  store i32 33, ptr %p33, align 4
  %p34 = getelementptr inbounds i32, ptr %b, i64 34
  store i32 34, ptr %p34, align 4
  %p35 = getelementptr inbounds i32, ptr %b, i64 35
  store i32 35, ptr %p35, align 4
  %p36 = getelementptr inbounds i32, ptr %b, i64 36
  store i32 36, ptr %p36, align 4
  %p37 = getelementptr inbounds i32, ptr %b, i64 37
  store i32 37, ptr %p37, align 4
  %p38 = getelementptr inbounds i32, ptr %b, i64 38
  store i32 38, ptr %p38, align 4
  %p39 = getelementptr inbounds i32, ptr %b, i64 39
  store i32 39, ptr %p39, align 4
  %p40 = getelementptr inbounds i32, ptr %b, i64 40
  store i32 40, ptr %p40, align 4
  %p41 = getelementptr inbounds i32, ptr %b, i64 41
  store i32 41, ptr %p41, align 4
  %p42 = getelementptr inbounds i32, ptr %b, i64 42
  store i32 42, ptr %p42, align 4
  %p43 = getelementptr inbounds i32, ptr %b, i64 43
  store i32 43, ptr %p43, align 4
  %p44 = getelementptr inbounds i32, ptr %b, i64 44
  store i32 44, ptr %p44, align 4
  %p45 = getelementptr inbounds i32, ptr %b, i64 45
  store i32 45, ptr %p45, align 4
  %p46 = getelementptr inbounds i32, ptr %b, i64 46
  store i32 46, ptr %p46, align 4
  %p47 = getelementptr inbounds i32, ptr %b, i64 47
  store i32 47, ptr %p47, align 4
  %p48 = getelementptr inbounds i32, ptr %b, i64 48
  store i32 48, ptr %p48, align 4
  %p49 = getelementptr inbounds i32, ptr %b, i64 49
  store i32 49, ptr %p49, align 4
  %p50 = getelementptr inbounds i32, ptr %b, i64 50
  store i32 50, ptr %p50, align 4
  %p51 = getelementptr inbounds i32, ptr %b, i64 51
  store i32 51, ptr %p51, align 4
  %p52 = getelementptr inbounds i32, ptr %b, i64 52
  store i32 52, ptr %p52, align 4
  %p53 = getelementptr inbounds i32, ptr %b, i64 53
  store i32 53, ptr %p53, align 4
  %p54 = getelementptr inbounds i32, ptr %b, i64 54
  store i32 54, ptr %p54, align 4
  %p55 = getelementptr inbounds i32, ptr %b, i64 55
  store i32 55, ptr %p55, align 4
  %p56 = getelementptr inbounds i32, ptr %b, i64 56
  store i32 56, ptr %p56, align 4
  %p57 = getelementptr inbounds i32, ptr %b, i64 57
  store i32 57, ptr %p57, align 4
  %p58 = getelementptr inbounds i32, ptr %b, i64 58
  store i32 58, ptr %p58, align 4
  %p59 = getelementptr inbounds i32, ptr %b, i64 59
  store i32 59, ptr %p59, align 4
  %p60 = getelementptr inbounds i32, ptr %b, i64 60
  store i32 60, ptr %p60, align 4
  %p61 = getelementptr inbounds i32, ptr %b, i64 61
  store i32 61, ptr %p61, align 4
  %p62 = getelementptr inbounds i32, ptr %b, i64 62
  store i32 62, ptr %p62, align 4
  %p63 = getelementptr inbounds i32, ptr %b, i64 63
  store i32 63, ptr %p63, align 4
  %p64 = getelementptr inbounds i32, ptr %b, i64 64
  store i32 64, ptr %p64, align 4
  %p65 = getelementptr inbounds i32, ptr %b, i64 65
  store i32 65, ptr %p65, align 4
  %p66 = getelementptr inbounds i32, ptr %b, i64 66
  store i32 66, ptr %p66, align 4
  %p67 = getelementptr inbounds i32, ptr %b, i64 67
  store i32 67, ptr %p67, align 4
  %p68 = getelementptr inbounds i32, ptr %b, i64 68
  store i32 68, ptr %p68, align 4
  %p69 = getelementptr inbounds i32, ptr %b, i64 69
  store i32 69, ptr %p69, align 4
  %p70 = getelementptr inbounds i32, ptr %b, i64 70
  store i32 70, ptr %p70, align 4
  %p71 = getelementptr inbounds i32, ptr %b, i64 71
  store i32 71, ptr %p71, align 4
  %p72 = getelementptr inbounds i32, ptr %b, i64 72
  store i32 72, ptr %p72, align 4
  %p73 = getelementptr inbounds i32, ptr %b, i64 73
  store i32 73, ptr %p73, align 4
  %p74 = getelementptr inbounds i32, ptr %b, i64 74
  store i32 74, ptr %p74, align 4
  %p75 = getelementptr inbounds i32, ptr %b, i64 75
  store i32 75, ptr %p75, align 4
  %p76 = getelementptr inbounds i32, ptr %b, i64 76
  store i32 76, ptr %p76, align 4
  %p77 = getelementptr inbounds i32, ptr %b, i64 77
  store i32 77, ptr %p77, align 4
  %p78 = getelementptr inbounds i32, ptr %b, i64 78
  store i32 78, ptr %p78, align 4
  %p79 = getelementptr inbounds i32, ptr %b, i64 79
  store i32 79, ptr %p79, align 4
  %p80 = getelementptr inbounds i32, ptr %b, i64 80
  store i32 80, ptr %p80, align 4
  %p81 = getelementptr inbounds i32, ptr %b, i64 81
  store i32 81, ptr %p81, align 4
  %p82 = getelementptr inbounds i32, ptr %b, i64 82
  store i32 82, ptr %p82, align 4
  %p83 = getelementptr inbounds i32, ptr %b, i64 83
  store i32 83, ptr %p83, align 4
  %p84 = getelementptr inbounds i32, ptr %b, i64 84
  store i32 84, ptr %p84, align 4
  %p85 = getelementptr inbounds i32, ptr %b, i64 85
  store i32 85, ptr %p85, align 4
  %p86 = getelementptr inbounds i32, ptr %b, i64 86
  store i32 86, ptr %p86, align 4
  %p87 = getelementptr inbounds i32, ptr %b, i64 87
  store i32 87, ptr %p87, align 4
  %p88 = getelementptr inbounds i32, ptr %b, i64 88
  store i32 88, ptr %p88, align 4
  %p89 = getelementptr inbounds i32, ptr %b, i64 89
  store i32 89, ptr %p89, align 4
  %p90 = getelementptr inbounds i32, ptr %b, i64 90
  store i32 90, ptr %p90, align 4
  %p91 = getelementptr inbounds i32, ptr %b, i64 91
  store i32 91, ptr %p91, align 4
  %p92 = getelementptr inbounds i32, ptr %b, i64 92
  store i32 92, ptr %p92, align 4
  %p93 = getelementptr inbounds i32, ptr %b, i64 93
  store i32 93, ptr %p93, align 4
  %p94 = getelementptr inbounds i32, ptr %b, i64 94
  store i32 94, ptr %p94, align 4
  %p95 = getelementptr inbounds i32, ptr %b, i64 95
  store i32 95, ptr %p95, align 4
  %p96 = getelementptr inbounds i32, ptr %b, i64 96
  store i32 96, ptr %p96, align 4
  %p97 = getelementptr inbounds i32, ptr %b, i64 97
  store i32 97, ptr %p97, align 4
  %p98 = getelementptr inbounds i32, ptr %b, i64 98
  store i32 98, ptr %p98, align 4
  %x = load i32, ptr %a, align 4
  ret i32 %x
}

define i32 @over_budget(ptr %p) {
  %a = alloca i32, align 4
  %b = alloca [200 x i32], align 4
  store i32 7, ptr %a, align 4
  %p0 = getelementptr inbounds i32, ptr %b, i64 0
  store i32 0, ptr %p0, align 4
  %p1 = getelementptr inbounds i32, ptr %b, i64 1
  store i32 1, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %b, i64 2
  store i32 2, ptr %p2, align 4
  %p3 = getelementptr inbounds i32, ptr %b, i64 3
  store i32 3, ptr %p3, align 4
  %p4 = getelementptr inbounds i32, ptr %b, i64 4
  store i32 4, ptr %p4, align 4
  %p5 = getelementptr inbounds i32, ptr %b, i64 5
  store i32 5, ptr %p5, align 4
  %p6 = getelementptr inbounds i32, ptr %b, i64 6
  store i32 6, ptr %p6, align 4
  %p7 = getelementptr inbounds i32, ptr %b, i64 7
  store i32 7, ptr %p7, align 4
  %p8 = getelementptr inbounds i32, ptr %b, i64 8
  store i32 8, ptr %p8, align 4
  %p9 = getelementptr inbounds i32, ptr %b, i64 9
  store i32 9, ptr %p9, align 4
  %p10 = getelementptr inbounds i32, ptr %b, i64 10
  store i32 10, ptr %p10, align 4
  %p11 = getelementptr inbounds i32, ptr %b, i64 11
  store i32 11, ptr %p11, align 4
  %p12 = getelementptr inbounds i32, ptr %b, i64 12
  store i32 12, ptr %p12, align 4
  %p13 = getelementptr inbounds i32, ptr %b, i64 13
  store i32 13, ptr %p13, align 4
  %p14 = getelementptr inbounds i32, ptr %b, i64 14
  store i32 14, ptr %p14, align 4
  %p15 = getelementptr inbounds i32, ptr %b, i64 15
  store i32 15, ptr %p15, align 4
  %p16 = getelementptr inbounds i32, ptr %b, i64 16
  store i32 16, ptr %p16, align 4
  %p17 = getelementptr inbounds i32, ptr %b, i64 17
  store i32 17, ptr %p17, align 4
  %p18 = getelementptr inbounds i32, ptr %b, i64 18
  store i32 18, ptr %p18, align 4
  %p19 = getelementptr inbounds i32, ptr %b, i64 19
  store i32 19, ptr %p19, align 4
  %p20 = getelementptr inbounds i32, ptr %b, i64 20
  store i32 20, ptr %p20, align 4
  %p21 = getelementptr inbounds i32, ptr %b, i64 21
  store i32 21, ptr %p21, align 4
  %p22 = getelementptr inbounds i32, ptr %b, i64 22
  store i32 22, ptr %p22, align 4
  %p23 = getelementptr inbounds i32, ptr %b, i64 23
  store i32 23, ptr %p23, align 4
  %p24 = getelementptr inbounds i32, ptr %b, i64 24
  store i32 24, ptr %p24, align 4
  %p25 = getelementptr inbounds i32, ptr %b, i64 25
  store i32 25, ptr %p25, align 4
  %p26 = getelementptr inbounds i32, ptr %b, i64 26
  store i32 26, ptr %p26, align 4
  %p27 = getelementptr inbounds i32, ptr %b, i64 27
  store i32 27, ptr %p27, align 4
  %p28 = getelementptr inbounds i32, ptr %b, i64 28
  store i32 28, ptr %p28, align 4
  %p29 = getelementptr inbounds i32, ptr %b, i64 29
  store i32 29, ptr %p29, align 4
  %p30 = getelementptr inbounds i32, ptr %b, i64 30
  store i32 30, ptr %p30, align 4
  %p31 = getelementptr inbounds i32, ptr %b, i64 31
  store i32 31, ptr %p31, align 4
  %p32 = getelementptr inbounds i32, ptr %b, i64 32
  store i32 32, ptr %p32, align 4
  %p33 = getelementptr inbounds i32, ptr %b, i64 33
  store i32 33, ptr %p33, align 4
  %p34 = getelementptr inbounds i32, ptr %b, i64 34
  store i32 34, ptr %p34, align 4
  %p35 = getelementptr inbounds i32, ptr %b, i64 35
  store i32 35, ptr %p35, align 4
  %p36 = getelementptr inbounds i32, ptr %b, i64 36
  store i32 36, ptr %p36, align 4
  %p37 = getelementptr inbounds i32, ptr %b, i64 37
  store i32 37, ptr %p37, align 4
  %p38 = getelementptr inbounds i32, ptr %b, i64 38
  store i32 38, ptr %p38, align 4
  %p39 = getelementptr inbounds i32, ptr %b, i64 39
  store i32 39, ptr %p39, align 4
  %p40 = getelementptr inbounds i32, ptr %b, i64 40
  store i32 40, ptr %p40, align 4
  %p41 = getelementptr inbounds i32, ptr %b, i64 41
  store i32 41, ptr %p41, align 4
  %p42 = getelementptr inbounds i32, ptr %b, i64 42
  store i32 42, ptr %p42, align 4
  %p43 = getelementptr inbounds i32, ptr %b, i64 43
  store i32 43, ptr %p43, align 4
  %p44 = getelementptr inbounds i32, ptr %b, i64 44
  store i32 44, ptr %p44, align 4
  %p45 = getelementptr inbounds i32, ptr %b, i64 45
  store i32 45, ptr %p45, align 4
  %p46 = getelementptr inbounds i32, ptr %b, i64 46
  store i32 46, ptr %p46, align 4
  %p47 = getelementptr inbounds i32, ptr %b, i64 47
  store i32 47, ptr %p47, align 4
  %p48 = getelementptr inbounds i32, ptr %b, i64 48
  store i32 48, ptr %p48, align 4
  %p49 = getelementptr inbounds i32, ptr %b, i64 49
  store i32 49, ptr %p49, align 4
  %p50 = getelementptr inbounds i32, ptr %b, i64 50
  store i32 50, ptr %p50, align 4
  %p51 = getelementptr inbounds i32, ptr %b, i64 51
  store i32 51, ptr %p51, align 4
  %p52 = getelementptr inbounds i32, ptr %b, i64 52
  store i32 52, ptr %p52, align 4
  %p53 = getelementptr inbounds i32, ptr %b, i64 53
  store i32 53, ptr %p53, align 4
  %p54 = getelementptr inbounds i32, ptr %b, i64 54
  store i32 54, ptr %p54, align 4
  %p55 = getelementptr inbounds i32, ptr %b, i64 55
  store i32 55, ptr %p55, align 4
  %p56 = getelementptr inbounds i32, ptr %b, i64 56
  store i32 56, ptr %p56, align 4
  %p57 = getelementptr inbounds i32, ptr %b, i64 57
  store i32 57, ptr %p57, align 4
  %p58 = getelementptr inbounds i32, ptr %b, i64 58
  store i32 58, ptr %p58, align 4
  %p59 = getelementptr inbounds i32, ptr %b, i64 59
  store i32 59, ptr %p59, align 4
  %p60 = getelementptr inbounds i32, ptr %b, i64 60
  store i32 60, ptr %p60, align 4
  %p61 = getelementptr inbounds i32, ptr %b, i64 61
  store i32 61, ptr %p61, align 4
  %p62 = getelementptr inbounds i32, ptr %b, i64 62
  store i32 62, ptr %p62, align 4
  %p63 = getelementptr inbounds i32, ptr %b, i64 63
  store i32 63, ptr %p63, align 4
  %p64 = getelementptr inbounds i32, ptr %b, i64 64
  store i32 64, ptr %p64, align 4
  %p65 = getelementptr inbounds i32, ptr %b, i64 65
  store i32 65, ptr %p65, align 4
  %p66 = getelementptr inbounds i32, ptr %b, i64 66
  store i32 66, ptr %p66, align 4
  %p67 = getelementptr inbounds i32, ptr %b, i64 67
  store i32 67, ptr %p67, align 4
  %p68 = getelementptr inbounds i32, ptr %b, i64 68
  store i32 68, ptr %p68, align 4
  %p69 = getelementptr inbounds i32, ptr %b, i64 69
  store i32 69, ptr %p69, align 4
  %p70 = getelementptr inbounds i32, ptr %b, i64 70
  store i32 70, ptr %p70, align 4
  %p71 = getelementptr inbounds i32, ptr %b, i64 71
  store i32 71, ptr %p71, align 4
  %p72 = getelementptr inbounds i32, ptr %b, i64 72
  store i32 72, ptr %p72, align 4
  %p73 = getelementptr inbounds i32, ptr %b, i64 73
  store i32 73, ptr %p73, align 4
  %p74 = getelementptr inbounds i32, ptr %b, i64 74
  store i32 74, ptr %p74, align 4
  %p75 = getelementptr inbounds i32, ptr %b, i64 75
  store i32 75, ptr %p75, align 4
  %p76 = getelementptr inbounds i32, ptr %b, i64 76
  store i32 76, ptr %p76, align 4
  %p77 = getelementptr inbounds i32, ptr %b, i64 77
  store i32 77, ptr %p77, align 4
  %p78 = getelementptr inbounds i32, ptr %b, i64 78
  store i32 78, ptr %p78, align 4
  %p79 = getelementptr inbounds i32, ptr %b, i64 79
  store i32 79, ptr %p79, align 4
  %p80 = getelementptr inbounds i32, ptr %b, i64 80
  store i32 80, ptr %p80, align 4
  %p81 = getelementptr inbounds i32, ptr %b, i64 81
  store i32 81, ptr %p81, align 4
  %p82 = getelementptr inbounds i32, ptr %b, i64 82
  store i32 82, ptr %p82, align 4
  %p83 = getelementptr inbounds i32, ptr %b, i64 83
  store i32 83, ptr %p83, align 4
  %p84 = getelementptr inbounds i32, ptr %b, i64 84
  store i32 84, ptr %p84, align 4
  %p85 = getelementptr inbounds i32, ptr %b, i64 85
  store i32 85, ptr %p85, align 4
  %p86 = getelementptr inbounds i32, ptr %b, i64 86
  store i32 86, ptr %p86, align 4
  %p87 = getelementptr inbounds i32, ptr %b, i64 87
  store i32 87, ptr %p87, align 4
  %p88 = getelementptr inbounds i32, ptr %b, i64 88
  store i32 88, ptr %p88, align 4
  %p89 = getelementptr inbounds i32, ptr %b, i64 89
  store i32 89, ptr %p89, align 4
  %p90 = getelementptr inbounds i32, ptr %b, i64 90
  store i32 90, ptr %p90, align 4
  %p91 = getelementptr inbounds i32, ptr %b, i64 91
  store i32 91, ptr %p91, align 4
  %p92 = getelementptr inbounds i32, ptr %b, i64 92
  store i32 92, ptr %p92, align 4
  %p93 = getelementptr inbounds i32, ptr %b, i64 93
  store i32 93, ptr %p93, align 4
  %p94 = getelementptr inbounds i32, ptr %b, i64 94
  store i32 94, ptr %p94, align 4
  %p95 = getelementptr inbounds i32, ptr %b, i64 95
  store i32 95, ptr %p95, align 4
  %p96 = getelementptr inbounds i32, ptr %b, i64 96
  store i32 96, ptr %p96, align 4
  %p97 = getelementptr inbounds i32, ptr %b, i64 97
  store i32 97, ptr %p97, align 4
  %p98 = getelementptr inbounds i32, ptr %b, i64 98
  store i32 98, ptr %p98, align 4
  %p99 = getelementptr inbounds i32, ptr %b, i64 99
  store i32 99, ptr %p99, align 4
  %p100 = getelementptr inbounds i32, ptr %b, i64 100
  store i32 100, ptr %p100, align 4
  %p101 = getelementptr inbounds i32, ptr %b, i64 101
  store i32 101, ptr %p101, align 4
  %p102 = getelementptr inbounds i32, ptr %b, i64 102
  store i32 102, ptr %p102, align 4
  %p103 = getelementptr inbounds i32, ptr %b, i64 103
  store i32 103, ptr %p103, align 4
  %p104 = getelementptr inbounds i32, ptr %b, i64 104
  store i32 104, ptr %p104, align 4
  %p105 = getelementptr inbounds i32, ptr %b, i64 105
  store i32 105, ptr %p105, align 4
  %p106 = getelementptr inbounds i32, ptr %b, i64 106
  store i32 106, ptr %p106, align 4
  %p107 = getelementptr inbounds i32, ptr %b, i64 107
  store i32 107, ptr %p107, align 4
  %p108 = getelementptr inbounds i32, ptr %b, i64 108
  store i32 108, ptr %p108, align 4
  %p109 = getelementptr inbounds i32, ptr %b, i64 109
  store i32 109, ptr %p109, align 4
  %p110 = getelementptr inbounds i32, ptr %b, i64 110
  store i32 110, ptr %p110, align 4
  %p111 = getelementptr inbounds i32, ptr %b, i64 111
  store i32 111, ptr %p111, align 4
  %p112 = getelementptr inbounds i32, ptr %b, i64 112
  store i32 112, ptr %p112, align 4
  %p113 = getelementptr inbounds i32, ptr %b, i64 113
  store i32 113, ptr %p113, align 4
  %p114 = getelementptr inbounds i32, ptr %b, i64 114
  store i32 114, ptr %p114, align 4
  %p115 = getelementptr inbounds i32, ptr %b, i64 115
  store i32 115, ptr %p115, align 4
  %p116 = getelementptr inbounds i32, ptr %b, i64 116
  store i32 116, ptr %p116, align 4
  %p117 = getelementptr inbounds i32, ptr %b, i64 117
  store i32 117, ptr %p117, align 4
  %p118 = getelementptr inbounds i32, ptr %b, i64 118
  store i32 118, ptr %p118, align 4
  %p119 = getelementptr inbounds i32, ptr %b, i64 119
  store i32 119, ptr %p119, align 4
  %x = load i32, ptr %a, align 4
  ret i32 %x
}
