NAME        
ROWS
 N  Obj     
 E  r0      
 E  r1      
 E  r2      
 E  r3      
 E  r4      
 E  r5      
 E  r6      
 E  r7      
 E  r8      
 L  r9      
 L  r10     
 L  r11     
 L  r12     
 L  r13     
 L  r14     
 L  r15     
 L  r16     
 L  r17     
 L  r18     
 L  r19     
 L  r20     
 L  r21     
 G  r22     
 G  r23     
 G  r24     
 G  r25     
 G  r26     
 G  r27     
 G  r28     
 G  r29     
 G  r30     
 G  r31     
 G  r32     
 G  r33     
 G  r34     
 G  r35     
 G  r36     
 G  r37     
 G  r38     
 G  r39     
 G  r40     
 G  r41     
 G  r42     
 G  r43     
 G  r44     
 G  r45     
 G  r46     
 G  r47     
 G  r48     
 G  r49     
 L  r50     
 L  r51     
 L  r52     
 L  r53     
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    c0        r0        1
    c0        r5        1
    c0        r9        1
    c0        r26       -5
    c0        r38       5
    c1        Obj       1
    c1        r0        1
    c1        r7        1
    c1        r10       1
    c1        r32       -5
    c1        r44       5
    c2        Obj       1
    c2        r0        1
    c2        r8        1
    c2        r11       1
    c2        r35       -5
    c2        r47       5
    c3        r1        1
    c3        r5        1
    c3        r12       1
    c3        r27       -5
    c3        r39       5
    c4        Obj       1
    c4        r1        1
    c4        r7        1
    c4        r13       1
    c4        r33       -5
    c4        r45       5
    c5        Obj       1
    c5        r1        1
    c5        r8        1
    c5        r14       1
    c5        r36       -5
    c5        r48       5
    c6        r2        1
    c6        r6        1
    c6        r15       1
    c6        r31       -5
    c6        r43       5
    c7        Obj       1
    c7        r2        1
    c7        r7        1
    c7        r16       1
    c7        r34       -5
    c7        r46       5
    c8        Obj       1
    c8        r2        1
    c8        r8        1
    c8        r17       1
    c8        r37       -5
    c8        r49       5
    c9        r3        1
    c9        r6        1
    c9        r18       1
    c9        r30       -5
    c9        r42       5
    c10       Obj       1
    c10       r3        1
    c10       r8        1
    c10       r19       1
    c10       r36       -5
    c10       r48       5
    c11       r4        1
    c11       r6        1
    c11       r20       1
    c11       r30       -5
    c11       r42       5
    c12       Obj       1
    c12       r4        1
    c12       r8        1
    c12       r21       1
    c12       r36       -5
    c12       r48       5
    c13       r9        -1
    c13       r12       -1
    c13       r22       -2
    c14       r15       -1
    c14       r18       -1
    c14       r20       -1
    c14       r23       -2
    c15       r10       -1
    c15       r13       -1
    c15       r16       -1
    c15       r24       -2
    c16       r11       -1
    c16       r14       -1
    c16       r17       -1
    c16       r19       -1
    c16       r21       -1
    c16       r25       -2
    MARK0001  'MARKER'                 'INTEND'
    c17       r5        -1
    c17       r22       1
    c17       r26       1
    c17       r27       3
    c17       r28       1
    c17       r38       -1
    c17       r39       -3
    c17       r40       -1
    c17       r50       -10
    c18       r6        -1
    c18       r23       1
    c18       r29       1
    c18       r30       3
    c18       r31       1
    c18       r41       -1
    c18       r42       -3
    c18       r43       -1
    c18       r51       -10
    c19       r7        -1
    c19       r24       1
    c19       r32       1
    c19       r33       3
    c19       r34       1
    c19       r44       -1
    c19       r45       -3
    c19       r46       -1
    c19       r52       -10
    c20       r8        -1
    c20       r25       1
    c20       r35       1
    c20       r36       3
    c20       r37       1
    c20       r47       -1
    c20       r48       -3
    c20       r49       -1
    c20       r53       -10
    c21       r26       1
    c21       r38       1
    c21       r50       2
    c22       r27       1
    c22       r39       1
    c22       r50       2
    c23       r28       1
    c23       r40       1
    c23       r50       2
    c24       r29       1
    c24       r41       1
    c24       r51       2
    c25       r30       1
    c25       r42       1
    c25       r51       2
    c26       r31       1
    c26       r43       1
    c26       r51       2
    c27       r32       1
    c27       r44       1
    c27       r52       2
    c28       r33       1
    c28       r45       1
    c28       r52       2
    c29       r34       1
    c29       r46       1
    c29       r52       2
    c30       r35       1
    c30       r47       1
    c30       r53       2
    c31       r36       1
    c31       r48       1
    c31       r53       2
    c32       r37       1
    c32       r49       1
    c32       r53       2
RHS
    RHS_V     r0        1
    RHS_V     r1        1
    RHS_V     r2        1
    RHS_V     r3        1
    RHS_V     r4        1
BOUNDS
 BV BOUND     c0      
 BV BOUND     c1      
 BV BOUND     c2      
 BV BOUND     c3      
 BV BOUND     c4      
 BV BOUND     c5      
 BV BOUND     c6      
 BV BOUND     c7      
 BV BOUND     c8      
 BV BOUND     c9      
 BV BOUND     c10     
 BV BOUND     c11     
 BV BOUND     c12     
 BV BOUND     c13     
 BV BOUND     c14     
 BV BOUND     c15     
 BV BOUND     c16     
 UP BOUND     c17       5
 UP BOUND     c18       5
 UP BOUND     c19       5
 UP BOUND     c20       5
ENDATA
