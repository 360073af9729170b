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
 E  r9      
 E  r10     
 E  r11     
 E  r12     
 E  r13     
 E  r14     
 E  r15     
 E  r16     
 E  r17     
 E  r18     
 E  r19     
 E  r20     
 E  r21     
 E  r22     
 E  r23     
 E  r24     
 E  r25     
 E  r26     
 E  r27     
 E  r28     
 E  r29     
 E  r30     
 E  r31     
 E  r32     
 E  r33     
 E  r34     
 E  r35     
 E  r36     
 E  r37     
 E  r38     
 E  r39     
 E  r40     
 E  r41     
 E  r42     
 E  r43     
 E  r44     
 E  r45     
 E  r46     
 E  r47     
 E  r48     
 E  r49     
 E  r50     
 E  r51     
 E  r52     
 E  r53     
 E  r54     
 E  r55     
 E  r56     
 E  r57     
 E  r58     
 E  r59     
 E  r60     
 E  r61     
 E  r62     
 E  r63     
 E  r64     
 E  r65     
 E  r66     
 E  r67     
 E  r68     
 E  r69     
 E  r70     
 E  r71     
 E  r72     
 E  r73     
 E  r74     
 E  r75     
 E  r76     
 E  r77     
 E  r78     
 E  r79     
 E  r80     
 E  r81     
 E  r82     
 E  r83     
 E  r84     
 L  r85     
 L  r86     
 L  r87     
 L  r88     
 L  r89     
 L  r90     
 L  r91     
 L  r92     
 L  r93     
 L  r94     
 L  r95     
 L  r96     
 L  r97     
 L  r98     
 L  r99     
 L  r100    
 L  r101    
 L  r102    
 L  r103    
 L  r104    
 L  r105    
 L  r106    
 L  r107    
 L  r108    
 L  r109    
 L  r110    
 L  r111    
 L  r112    
 L  r113    
 L  r114    
 L  r115    
 L  r116    
 L  r117    
 L  r118    
 L  r119    
 L  r120    
 L  r121    
 L  r122    
 L  r123    
 L  r124    
 L  r125    
 L  r126    
 L  r127    
 L  r128    
 L  r129    
 L  r130    
 L  r131    
 L  r132    
 L  r133    
 L  r134    
 L  r135    
 L  r136    
 L  r137    
 L  r138    
 L  r139    
 L  r140    
 L  r141    
 L  r142    
 L  r143    
 L  r144    
 L  r145    
 L  r146    
 L  r147    
 L  r148    
 L  r149    
 L  r150    
 L  r151    
 L  r152    
 L  r153    
 L  r154    
 L  r155    
 L  r156    
 L  r157    
 L  r158    
 L  r159    
 L  r160    
 L  r161    
 L  r162    
 L  r163    
 L  r164    
 L  r165    
 L  r166    
 L  r167    
 L  r168    
 L  r169    
 L  r170    
 L  r171    
 L  r172    
 L  r173    
 L  r174    
 L  r175    
 L  r176    
 L  r177    
 L  r178    
 L  r179    
 L  r180    
 L  r181    
 L  r182    
 L  r183    
 L  r184    
 L  r185    
 L  r186    
 L  r187    
 L  r188    
 L  r189    
 L  r190    
 L  r191    
 L  r192    
 L  r193    
 L  r194    
 L  r195    
 L  r196    
 L  r197    
 L  r198    
 L  r199    
 L  r200    
 L  r201    
 L  r202    
 L  r203    
 L  r204    
 L  r205    
 L  r206    
 L  r207    
 L  r208    
 L  r209    
 L  r210    
 L  r211    
 L  r212    
 L  r213    
 L  r214    
 L  r215    
 L  r216    
 L  r217    
 L  r218    
 L  r219    
 L  r220    
 L  r221    
 L  r222    
 L  r223    
 L  r224    
 L  r225    
 L  r226    
 L  r227    
 L  r228    
 L  r229    
 L  r230    
 L  r231    
 L  r232    
 L  r233    
 L  r234    
 L  r235    
 L  r236    
 L  r237    
 L  r238    
 L  r239    
 L  r240    
 L  r241    
 L  r242    
 L  r243    
 L  r244    
 L  r245    
 L  r246    
 L  r247    
 L  r248    
 L  r249    
 L  r250    
 L  r251    
 L  r252    
 L  r253    
 L  r254    
 L  r255    
 L  r256    
 L  r257    
 L  r258    
 L  r259    
 L  r260    
 L  r261    
 L  r262    
 L  r263    
 L  r264    
 L  r265    
 L  r266    
 L  r267    
 L  r268    
 L  r269    
 L  r270    
 L  r271    
 L  r272    
 L  r273    
 L  r274    
 L  r275    
 L  r276    
 L  r277    
 L  r278    
 L  r279    
 L  r280    
 L  r281    
 L  r282    
 L  r283    
 L  r284    
 L  r285    
 L  r286    
 L  r287    
 L  r288    
 L  r289    
 L  r290    
 L  r291    
 L  r292    
 L  r293    
 L  r294    
 L  r295    
 L  r296    
 L  r297    
 L  r298    
 L  r299    
 L  r300    
 L  r301    
 L  r302    
 L  r303    
 L  r304    
 L  r305    
 L  r306    
 L  r307    
 L  r308    
 L  r309    
 L  r310    
 L  r311    
 L  r312    
 L  r313    
 L  r314    
 L  r315    
 L  r316    
 L  r317    
 L  r318    
 L  r319    
 L  r320    
 L  r321    
 L  r322    
 L  r323    
 L  r324    
 L  r325    
 L  r326    
 L  r327    
 L  r328    
 L  r329    
 L  r330    
 L  r331    
 L  r332    
 L  r333    
 L  r334    
 L  r335    
 L  r336    
 L  r337    
 L  r338    
 L  r339    
 L  r340    
 L  r341    
 L  r342    
 L  r343    
 L  r344    
 L  r345    
 L  r346    
 L  r347    
 L  r348    
 L  r349    
 L  r350    
 L  r351    
 L  r352    
 L  r353    
 L  r354    
 L  r355    
 L  r356    
 L  r357    
 L  r358    
 L  r359    
 L  r360    
 L  r361    
 L  r362    
 L  r363    
 L  r364    
 L  r365    
 L  r366    
 L  r367    
 L  r368    
 L  r369    
 L  r370    
 L  r371    
 L  r372    
 L  r373    
 L  r374    
 L  r375    
 L  r376    
 L  r377    
 L  r378    
 L  r379    
 L  r380    
 L  r381    
 L  r382    
 L  r383    
 L  r384    
 L  r385    
 L  r386    
 L  r387    
 L  r388    
 L  r389    
 L  r390    
 L  r391    
 L  r392    
 L  r393    
 L  r394    
 L  r395    
 L  r396    
 L  r397    
 L  r398    
 L  r399    
 L  r400    
 L  r401    
 L  r402    
 L  r403    
 L  r404    
 L  r405    
 L  r406    
 L  r407    
 L  r408    
 L  r409    
 L  r410    
 L  r411    
 L  r412    
 L  r413    
 L  r414    
 L  r415    
 L  r416    
 L  r417    
 L  r418    
 L  r419    
 L  r420    
 L  r421    
 L  r422    
 L  r423    
 L  r424    
 L  r425    
 L  r426    
 L  r427    
 L  r428    
 L  r429    
 L  r430    
 L  r431    
 L  r432    
 L  r433    
 L  r434    
 L  r435    
 L  r436    
 L  r437    
 L  r438    
 L  r439    
 L  r440    
 L  r441    
 L  r442    
 L  r443    
 L  r444    
 L  r445    
 L  r446    
 L  r447    
 L  r448    
 L  r449    
 L  r450    
 L  r451    
 L  r452    
 L  r453    
 L  r454    
 L  r455    
 L  r456    
 L  r457    
 L  r458    
 L  r459    
 L  r460    
 L  r461    
 L  r462    
 L  r463    
 L  r464    
 L  r465    
 L  r466    
 L  r467    
 L  r468    
 L  r469    
 L  r470    
 L  r471    
 L  r472    
 L  r473    
 L  r474    
 L  r475    
 L  r476    
 L  r477    
 L  r478    
 L  r479    
 L  r480    
 L  r481    
 L  r482    
 L  r483    
 L  r484    
 L  r485    
 L  r486    
 L  r487    
 L  r488    
 L  r489    
 L  r490    
 L  r491    
 L  r492    
 L  r493    
 L  r494    
 L  r495    
 L  r496    
 L  r497    
 L  r498    
 L  r499    
 L  r500    
 L  r501    
 L  r502    
 L  r503    
 L  r504    
 L  r505    
 L  r506    
 L  r507    
 L  r508    
 L  r509    
 L  r510    
 L  r511    
 L  r512    
 L  r513    
 L  r514    
 L  r515    
 L  r516    
 L  r517    
 L  r518    
 L  r519    
 L  r520    
 L  r521    
 L  r522    
 L  r523    
 L  r524    
 L  r525    
 L  r526    
 L  r527    
 L  r528    
 L  r529    
 L  r530    
 L  r531    
 L  r532    
 L  r533    
 L  r534    
 L  r535    
 L  r536    
 L  r537    
 L  r538    
 L  r539    
 L  r540    
 L  r541    
 L  r542    
 L  r543    
 L  r544    
 L  r545    
 L  r546    
 L  r547    
 L  r548    
 L  r549    
 L  r550    
 L  r551    
 L  r552    
 L  r553    
 L  r554    
 L  r555    
 L  r556    
 L  r557    
 L  r558    
 L  r559    
 L  r560    
 L  r561    
 L  r562    
 L  r563    
 L  r564    
 L  r565    
 L  r566    
 L  r567    
 L  r568    
 L  r569    
 L  r570    
 L  r571    
 L  r572    
 L  r573    
 L  r574    
 L  r575    
 L  r576    
 L  r577    
 L  r578    
 L  r579    
 L  r580    
 L  r581    
 L  r582    
 L  r583    
 L  r584    
 L  r585    
 L  r586    
 L  r587    
 L  r588    
 L  r589    
 L  r590    
 L  r591    
 L  r592    
 L  r593    
 L  r594    
 L  r595    
 L  r596    
 L  r597    
 L  r598    
 L  r599    
 L  r600    
 L  r601    
 L  r602    
 L  r603    
 L  r604    
 L  r605    
 L  r606    
 L  r607    
 L  r608    
 L  r609    
 L  r610    
 L  r611    
 L  r612    
 L  r613    
 L  r614    
 L  r615    
 L  r616    
 L  r617    
 L  r618    
 L  r619    
 L  r620    
 L  r621    
 L  r622    
 L  r623    
 L  r624    
 L  r625    
 L  r626    
 L  r627    
 L  r628    
 L  r629    
 L  r630    
 L  r631    
 L  r632    
 L  r633    
 L  r634    
 L  r635    
 G  r636    
 G  r637    
 G  r638    
 G  r639    
 G  r640    
 G  r641    
 G  r642    
 G  r643    
 G  r644    
 G  r645    
 G  r646    
 G  r647    
 G  r648    
 G  r649    
 G  r650    
 G  r651    
 G  r652    
 G  r653    
 G  r654    
 G  r655    
 G  r656    
 G  r657    
 G  r658    
 G  r659    
 G  r660    
 G  r661    
 G  r662    
 G  r663    
 G  r664    
 G  r665    
 G  r666    
 G  r667    
 G  r668    
 G  r669    
 G  r670    
 G  r671    
 G  r672    
 G  r673    
 G  r674    
 G  r675    
 G  r676    
 G  r677    
 G  r678    
 G  r679    
 G  r680    
 G  r681    
 G  r682    
 G  r683    
 G  r684    
 G  r685    
 G  r686    
 G  r687    
 G  r688    
 G  r689    
 G  r690    
 G  r691    
 G  r692    
 G  r693    
 G  r694    
 G  r695    
 G  r696    
 G  r697    
 G  r698    
 G  r699    
 G  r700    
 G  r701    
 G  r702    
 G  r703    
 G  r704    
 G  r705    
 G  r706    
 G  r707    
 G  r708    
 G  r709    
 G  r710    
 G  r711    
 G  r712    
 G  r713    
 G  r714    
 G  r715    
 G  r716    
 G  r717    
 G  r718    
 G  r719    
 G  r720    
 G  r721    
 G  r722    
 G  r723    
 G  r724    
 G  r725    
 G  r726    
 G  r727    
 G  r728    
 G  r729    
 G  r730    
 G  r731    
 G  r732    
 G  r733    
 G  r734    
 G  r735    
 G  r736    
 G  r737    
 G  r738    
 G  r739    
 G  r740    
 G  r741    
 G  r742    
 G  r743    
 G  r744    
 G  r745    
 G  r746    
 G  r747    
 G  r748    
 G  r749    
 G  r750    
 G  r751    
 G  r752    
 G  r753    
 G  r754    
 G  r755    
 G  r756    
 G  r757    
 G  r758    
 G  r759    
 G  r760    
 G  r761    
 G  r762    
 G  r763    
 G  r764    
 G  r765    
 G  r766    
 G  r767    
 G  r768    
 G  r769    
 G  r770    
 G  r771    
 G  r772    
 G  r773    
 G  r774    
 G  r775    
 G  r776    
 G  r777    
 G  r778    
 G  r779    
 G  r780    
 G  r781    
 G  r782    
 G  r783    
 G  r784    
 G  r785    
 G  r786    
 G  r787    
 G  r788    
 G  r789    
 G  r790    
 G  r791    
 G  r792    
 G  r793    
 G  r794    
 G  r795    
 G  r796    
 G  r797    
 G  r798    
 G  r799    
 G  r800    
 G  r801    
 G  r802    
 G  r803    
 G  r804    
 G  r805    
 G  r806    
 G  r807    
 G  r808    
 G  r809    
 G  r810    
 G  r811    
 G  r812    
 G  r813    
 G  r814    
 G  r815    
 G  r816    
 G  r817    
 G  r818    
 G  r819    
 G  r820    
 G  r821    
 G  r822    
 G  r823    
 G  r824    
 G  r825    
 G  r826    
 G  r827    
 G  r828    
 G  r829    
 G  r830    
 G  r831    
 G  r832    
 G  r833    
 G  r834    
 G  r835    
 G  r836    
 G  r837    
 G  r838    
 G  r839    
 G  r840    
 G  r841    
 G  r842    
 G  r843    
 G  r844    
 G  r845    
 G  r846    
 G  r847    
 G  r848    
 G  r849    
 G  r850    
 G  r851    
 G  r852    
 G  r853    
 G  r854    
 G  r855    
 G  r856    
 G  r857    
 G  r858    
 G  r859    
 G  r860    
 G  r861    
 G  r862    
 G  r863    
 G  r864    
 G  r865    
 G  r866    
 G  r867    
 G  r868    
 G  r869    
 G  r870    
 L  r871    
 L  r872    
 L  r873    
 L  r874    
 L  r875    
 L  r876    
 L  r877    
 L  r878    
 L  r879    
 L  r880    
 L  r881    
 L  r882    
 L  r883    
 L  r884    
 L  r885    
 L  r886    
 L  r887    
 L  r888    
 L  r889    
 L  r890    
 L  r891    
 L  r892    
 L  r893    
 L  r894    
 L  r895    
 L  r896    
 L  r897    
 L  r898    
 L  r899    
 L  r900    
 L  r901    
 L  r902    
 L  r903    
 L  r904    
 L  r905    
 L  r906    
 L  r907    
 L  r908    
 L  r909    
 L  r910    
 L  r911    
 L  r912    
 L  r913    
 L  r914    
 L  r915    
 L  r916    
 L  r917    
 G  r918    
 G  r919    
 G  r920    
 G  r921    
 G  r922    
 G  r923    
 G  r924    
 G  r925    
 G  r926    
 G  r927    
 G  r928    
 G  r929    
 G  r930    
 G  r931    
 G  r932    
 G  r933    
 G  r934    
 G  r935    
 G  r936    
 G  r937    
 G  r938    
 G  r939    
 G  r940    
 G  r941    
 G  r942    
 G  r943    
 G  r944    
 G  r945    
 G  r946    
 G  r947    
 G  r948    
 G  r949    
 G  r950    
 G  r951    
 G  r952    
 G  r953    
 G  r954    
 G  r955    
 G  r956    
 G  r957    
 G  r958    
 G  r959    
 G  r960    
 G  r961    
 G  r962    
 G  r963    
 G  r964    
 G  r965    
 G  r966    
 G  r967    
 G  r968    
 G  r969    
 G  r970    
 G  r971    
 G  r972    
 G  r973    
 G  r974    
 G  r975    
 G  r976    
 G  r977    
 G  r978    
 G  r979    
 G  r980    
 G  r981    
 G  r982    
 G  r983    
 G  r984    
 G  r985    
 G  r986    
 G  r987    
 G  r988    
 G  r989    
 L  r990    
 L  r991    
 L  r992    
 G  r993    
 G  r994    
 G  r995    
 G  r996    
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    c0        Obj       2
    c0        r0        1
    c0        r38       1
    c0        r85       1
    c0        r683      -45
    c0        r777      45
    c0        r918      1
    c1        Obj       3
    c1        r0        1
    c1        r39       1
    c1        r86       1
    c1        r685      -45
    c1        r779      45
    c1        r919      1
    c2        Obj       3
    c2        r0        1
    c2        r40       1
    c2        r87       1
    c2        r687      -45
    c2        r781      45
    c2        r920      1
    c3        Obj       4
    c3        r0        1
    c3        r41       1
    c3        r88       1
    c3        r689      -45
    c3        r783      45
    c3        r921      1
    c4        Obj       3
    c4        r0        1
    c4        r42       1
    c4        r89       1
    c4        r691      -45
    c4        r785      45
    c4        r922      1
    c5        Obj       4
    c5        r0        1
    c5        r43       1
    c5        r90       1
    c5        r693      -45
    c5        r787      45
    c5        r923      1
    c6        Obj       4
    c6        r0        1
    c6        r44       1
    c6        r91       1
    c6        r695      -45
    c6        r789      45
    c6        r924      1
    c7        Obj       5
    c7        r0        1
    c7        r45       1
    c7        r92       1
    c7        r697      -45
    c7        r791      45
    c7        r925      1
    c8        Obj       5
    c8        r0        1
    c8        r46       1
    c8        r93       1
    c8        r699      -45
    c8        r793      45
    c8        r926      1
    c9        Obj       6
    c9        r0        1
    c9        r47       1
    c9        r94       1
    c9        r701      -45
    c9        r795      45
    c9        r927      1
    c10       Obj       3
    c10       r1        1
    c10       r48       1
    c10       r95       1
    c10       r703      -45
    c10       r797      45
    c10       r928      1
    c11       Obj       3
    c11       r1        1
    c11       r49       1
    c11       r96       1
    c11       r705      -45
    c11       r799      45
    c11       r929      1
    c12       Obj       4
    c12       r1        1
    c12       r50       1
    c12       r97       1
    c12       r707      -45
    c12       r801      45
    c12       r930      1
    c13       Obj       4
    c13       r1        1
    c13       r51       1
    c13       r98       1
    c13       r709      -45
    c13       r803      45
    c13       r931      1
    c14       Obj       5
    c14       r1        1
    c14       r52       1
    c14       r99       1
    c14       r711      -45
    c14       r805      45
    c14       r932      1
    c15       Obj       6
    c15       r1        1
    c15       r47       1
    c15       r100      1
    c15       r701      -45
    c15       r795      45
    c15       r927      1
    c16       Obj       1
    c16       r2        1
    c16       r53       1
    c16       r101      1
    c16       r713      -45
    c16       r807      45
    c16       r933      1
    c17       Obj       2
    c17       r2        1
    c17       r54       1
    c17       r102      1
    c17       r715      -45
    c17       r809      45
    c17       r934      1
    c18       Obj       2
    c18       r2        1
    c18       r55       1
    c18       r103      1
    c18       r717      -45
    c18       r811      45
    c18       r935      1
    c19       Obj       3
    c19       r2        1
    c19       r48       1
    c19       r104      1
    c19       r703      -45
    c19       r797      45
    c19       r928      1
    c20       Obj       3
    c20       r2        1
    c20       r56       1
    c20       r105      1
    c20       r719      -45
    c20       r813      45
    c20       r936      1
    c21       Obj       3
    c21       r2        1
    c21       r49       1
    c21       r106      1
    c21       r705      -45
    c21       r799      45
    c21       r929      1
    c22       Obj       4
    c22       r2        1
    c22       r50       1
    c22       r107      1
    c22       r707      -45
    c22       r801      45
    c22       r930      1
    c23       Obj       2
    c23       r2        1
    c23       r57       1
    c23       r108      1
    c23       r721      -45
    c23       r815      45
    c23       r937      1
    c24       Obj       3
    c24       r2        1
    c24       r58       1
    c24       r109      1
    c24       r723      -45
    c24       r817      45
    c24       r938      1
    c25       Obj       3
    c25       r2        1
    c25       r59       1
    c25       r110      1
    c25       r725      -45
    c25       r819      45
    c25       r939      1
    c26       Obj       4
    c26       r2        1
    c26       r60       1
    c26       r111      1
    c26       r727      -45
    c26       r821      45
    c26       r940      1
    c27       Obj       3
    c27       r2        1
    c27       r61       1
    c27       r112      1
    c27       r729      -45
    c27       r823      45
    c27       r941      1
    c28       Obj       4
    c28       r2        1
    c28       r51       1
    c28       r113      1
    c28       r709      -45
    c28       r803      45
    c28       r931      1
    c29       Obj       5
    c29       r2        1
    c29       r52       1
    c29       r114      1
    c29       r711      -45
    c29       r805      45
    c29       r932      1
    c30       Obj       4
    c30       r2        1
    c30       r44       1
    c30       r115      1
    c30       r695      -45
    c30       r789      45
    c30       r924      1
    c31       Obj       5
    c31       r2        1
    c31       r45       1
    c31       r116      1
    c31       r697      -45
    c31       r791      45
    c31       r925      1
    c32       Obj       2
    c32       r3        1
    c32       r54       1
    c32       r117      1
    c32       r715      -45
    c32       r809      45
    c32       r934      1
    c33       Obj       3
    c33       r3        1
    c33       r48       1
    c33       r118      1
    c33       r703      -45
    c33       r797      45
    c33       r928      1
    c34       Obj       3
    c34       r3        1
    c34       r56       1
    c34       r119      1
    c34       r719      -45
    c34       r813      45
    c34       r936      1
    c35       Obj       3
    c35       r3        1
    c35       r49       1
    c35       r120      1
    c35       r705      -45
    c35       r799      45
    c35       r929      1
    c36       Obj       4
    c36       r3        1
    c36       r50       1
    c36       r121      1
    c36       r707      -45
    c36       r801      45
    c36       r930      1
    c37       Obj       3
    c37       r3        1
    c37       r58       1
    c37       r122      1
    c37       r723      -45
    c37       r817      45
    c37       r938      1
    c38       Obj       4
    c38       r3        1
    c38       r60       1
    c38       r123      1
    c38       r727      -45
    c38       r821      45
    c38       r940      1
    c39       Obj       4
    c39       r3        1
    c39       r51       1
    c39       r124      1
    c39       r709      -45
    c39       r803      45
    c39       r931      1
    c40       Obj       5
    c40       r3        1
    c40       r52       1
    c40       r125      1
    c40       r711      -45
    c40       r805      45
    c40       r932      1
    c41       Obj       5
    c41       r3        1
    c41       r45       1
    c41       r126      1
    c41       r697      -45
    c41       r791      45
    c41       r925      1
    c42       Obj       6
    c42       r3        1
    c42       r47       1
    c42       r127      1
    c42       r701      -45
    c42       r795      45
    c42       r927      1
    c43       Obj       1
    c43       r4        1
    c43       r53       1
    c43       r128      1
    c43       r714      -45
    c43       r808      45
    c44       Obj       2
    c44       r4        1
    c44       r54       1
    c44       r129      1
    c44       r716      -45
    c44       r810      45
    c45       Obj       2
    c45       r4        1
    c45       r55       1
    c45       r130      1
    c45       r718      -45
    c45       r812      45
    c46       Obj       3
    c46       r4        1
    c46       r48       1
    c46       r131      1
    c46       r704      -45
    c46       r798      45
    c47       Obj       2
    c47       r4        1
    c47       r62       1
    c47       r132      1
    c47       r732      -45
    c47       r826      45
    c47       r980      -1
    c48       Obj       3
    c48       r4        1
    c48       r63       1
    c48       r133      1
    c48       r734      -45
    c48       r828      45
    c48       r981      -1
    c49       Obj       2
    c49       r4        1
    c49       r57       1
    c49       r134      1
    c49       r722      -45
    c49       r816      45
    c50       Obj       3
    c50       r4        1
    c50       r58       1
    c50       r135      1
    c50       r724      -45
    c50       r818      45
    c50       r977      -1
    c51       Obj       3
    c51       r4        1
    c51       r59       1
    c51       r136      1
    c51       r726      -45
    c51       r820      45
    c51       r978      -1
    c52       Obj       4
    c52       r4        1
    c52       r60       1
    c52       r137      1
    c52       r728      -45
    c52       r822      45
    c52       r979      -1
    c53       Obj       3
    c53       r4        1
    c53       r61       1
    c53       r138      1
    c53       r730      -45
    c53       r824      45
    c54       Obj       4
    c54       r4        1
    c54       r51       1
    c54       r139      1
    c54       r710      -45
    c54       r804      45
    c54       r975      -1
    c55       Obj       5
    c55       r4        1
    c55       r52       1
    c55       r140      1
    c55       r712      -45
    c55       r806      45
    c55       r976      -1
    c56       Obj       3
    c56       r4        1
    c56       r40       1
    c56       r141      1
    c56       r688      -45
    c56       r782      45
    c56       r967      -1
    c57       Obj       4
    c57       r4        1
    c57       r41       1
    c57       r142      1
    c57       r690      -45
    c57       r784      45
    c57       r968      -1
    c58       Obj       4
    c58       r4        1
    c58       r44       1
    c58       r143      1
    c58       r696      -45
    c58       r790      45
    c58       r971      -1
    c59       Obj       5
    c59       r4        1
    c59       r45       1
    c59       r144      1
    c59       r698      -45
    c59       r792      45
    c59       r972      -1
    c60       Obj       6
    c60       r4        1
    c60       r47       1
    c60       r145      1
    c60       r702      -45
    c60       r796      45
    c60       r974      -1
    c61       Obj       2
    c61       r5        1
    c61       r55       1
    c61       r146      1
    c61       r717      -45
    c61       r811      45
    c61       r935      1
    c62       Obj       3
    c62       r5        1
    c62       r48       1
    c62       r147      1
    c62       r703      -45
    c62       r797      45
    c62       r928      1
    c63       Obj       2
    c63       r5        1
    c63       r64       1
    c63       r148      1
    c63       r735      -45
    c63       r829      45
    c63       r944      1
    c64       Obj       3
    c64       r5        1
    c64       r65       1
    c64       r149      1
    c64       r737      -45
    c64       r831      45
    c64       r945      1
    c65       Obj       3
    c65       r5        1
    c65       r66       1
    c65       r150      1
    c65       r739      -45
    c65       r833      45
    c65       r946      1
    c66       Obj       4
    c66       r5        1
    c66       r67       1
    c66       r151      1
    c66       r741      -45
    c66       r835      45
    c66       r947      1
    c67       Obj       3
    c67       r5        1
    c67       r61       1
    c67       r152      1
    c67       r729      -45
    c67       r823      45
    c67       r941      1
    c68       Obj       4
    c68       r5        1
    c68       r51       1
    c68       r153      1
    c68       r709      -45
    c68       r803      45
    c68       r931      1
    c69       Obj       5
    c69       r5        1
    c69       r52       1
    c69       r154      1
    c69       r711      -45
    c69       r805      45
    c69       r932      1
    c70       Obj       6
    c70       r5        1
    c70       r47       1
    c70       r155      1
    c70       r701      -45
    c70       r795      45
    c70       r927      1
    c71       Obj       2
    c71       r6        1
    c71       r54       1
    c71       r156      1
    c71       r715      -45
    c71       r809      45
    c71       r934      1
    c72       Obj       3
    c72       r6        1
    c72       r48       1
    c72       r157      1
    c72       r703      -45
    c72       r797      45
    c72       r928      1
    c73       Obj       2
    c73       r6        1
    c73       r68       1
    c73       r158      1
    c73       r743      -45
    c73       r837      45
    c73       r948      1
    c74       Obj       3
    c74       r6        1
    c74       r69       1
    c74       r159      1
    c74       r745      -45
    c74       r839      45
    c74       r949      1
    c75       Obj       3
    c75       r6        1
    c75       r65       1
    c75       r160      1
    c75       r737      -45
    c75       r831      45
    c75       r945      1
    c76       Obj       4
    c76       r6        1
    c76       r67       1
    c76       r161      1
    c76       r741      -45
    c76       r835      45
    c76       r947      1
    c77       Obj       3
    c77       r6        1
    c77       r58       1
    c77       r162      1
    c77       r723      -45
    c77       r817      45
    c77       r938      1
    c78       Obj       4
    c78       r6        1
    c78       r60       1
    c78       r163      1
    c78       r727      -45
    c78       r821      45
    c78       r940      1
    c79       Obj       3
    c79       r6        1
    c79       r70       1
    c79       r164      1
    c79       r747      -45
    c79       r841      45
    c79       r950      1
    c80       Obj       4
    c80       r6        1
    c80       r51       1
    c80       r165      1
    c80       r709      -45
    c80       r803      45
    c80       r931      1
    c81       Obj       5
    c81       r6        1
    c81       r52       1
    c81       r166      1
    c81       r711      -45
    c81       r805      45
    c81       r932      1
    c82       Obj       5
    c82       r6        1
    c82       r45       1
    c82       r167      1
    c82       r697      -45
    c82       r791      45
    c82       r925      1
    c83       Obj       6
    c83       r6        1
    c83       r47       1
    c83       r168      1
    c83       r701      -45
    c83       r795      45
    c83       r927      1
    c84       Obj       1
    c84       r7        1
    c84       r53       1
    c84       r169      1
    c84       r713      -45
    c84       r807      45
    c84       r933      1
    c85       Obj       2
    c85       r7        1
    c85       r54       1
    c85       r170      1
    c85       r715      -45
    c85       r809      45
    c85       r934      1
    c86       Obj       2
    c86       r7        1
    c86       r55       1
    c86       r171      1
    c86       r717      -45
    c86       r811      45
    c86       r935      1
    c87       Obj       3
    c87       r7        1
    c87       r48       1
    c87       r172      1
    c87       r703      -45
    c87       r797      45
    c87       r928      1
    c88       Obj       1
    c88       r7        1
    c88       r71       1
    c88       r173      1
    c88       r749      -45
    c88       r843      45
    c88       r951      1
    c89       Obj       2
    c89       r7        1
    c89       r68       1
    c89       r174      1
    c89       r743      -45
    c89       r837      45
    c89       r948      1
    c90       Obj       2
    c90       r7        1
    c90       r72       1
    c90       r175      1
    c90       r751      -45
    c90       r845      45
    c90       r952      1
    c91       Obj       2
    c91       r7        1
    c91       r64       1
    c91       r176      1
    c91       r735      -45
    c91       r829      45
    c91       r944      1
    c92       Obj       3
    c92       r7        1
    c92       r65       1
    c92       r177      1
    c92       r737      -45
    c92       r831      45
    c92       r945      1
    c93       Obj       4
    c93       r7        1
    c93       r67       1
    c93       r178      1
    c93       r741      -45
    c93       r835      45
    c93       r947      1
    c94       Obj       2
    c94       r7        1
    c94       r57       1
    c94       r179      1
    c94       r721      -45
    c94       r815      45
    c94       r937      1
    c95       Obj       3
    c95       r7        1
    c95       r58       1
    c95       r180      1
    c95       r723      -45
    c95       r817      45
    c95       r938      1
    c96       Obj       3
    c96       r7        1
    c96       r59       1
    c96       r181      1
    c96       r725      -45
    c96       r819      45
    c96       r939      1
    c97       Obj       4
    c97       r7        1
    c97       r60       1
    c97       r182      1
    c97       r727      -45
    c97       r821      45
    c97       r940      1
    c98       Obj       3
    c98       r7        1
    c98       r61       1
    c98       r183      1
    c98       r729      -45
    c98       r823      45
    c98       r941      1
    c99       Obj       4
    c99       r7        1
    c99       r51       1
    c99       r184      1
    c99       r709      -45
    c99       r803      45
    c99       r931      1
    c100      Obj       5
    c100      r7        1
    c100      r52       1
    c100      r185      1
    c100      r711      -45
    c100      r805      45
    c100      r932      1
    c101      Obj       4
    c101      r7        1
    c101      r44       1
    c101      r186      1
    c101      r695      -45
    c101      r789      45
    c101      r924      1
    c102      Obj       1
    c102      r8        1
    c102      r53       1
    c102      r187      1
    c102      r713      -45
    c102      r807      45
    c102      r933      1
    c103      Obj       2
    c103      r8        1
    c103      r54       1
    c103      r188      1
    c103      r715      -45
    c103      r809      45
    c103      r934      1
    c104      Obj       2
    c104      r8        1
    c104      r55       1
    c104      r189      1
    c104      r717      -45
    c104      r811      45
    c104      r935      1
    c105      Obj       3
    c105      r8        1
    c105      r48       1
    c105      r190      1
    c105      r703      -45
    c105      r797      45
    c105      r928      1
    c106      Obj       2
    c106      r8        1
    c106      r57       1
    c106      r191      1
    c106      r721      -45
    c106      r815      45
    c106      r937      1
    c107      Obj       3
    c107      r8        1
    c107      r58       1
    c107      r192      1
    c107      r723      -45
    c107      r817      45
    c107      r938      1
    c108      Obj       3
    c108      r8        1
    c108      r59       1
    c108      r193      1
    c108      r725      -45
    c108      r819      45
    c108      r939      1
    c109      Obj       4
    c109      r8        1
    c109      r60       1
    c109      r194      1
    c109      r727      -45
    c109      r821      45
    c109      r940      1
    c110      Obj       3
    c110      r8        1
    c110      r61       1
    c110      r195      1
    c110      r729      -45
    c110      r823      45
    c110      r941      1
    c111      Obj       4
    c111      r8        1
    c111      r51       1
    c111      r196      1
    c111      r709      -45
    c111      r803      45
    c111      r931      1
    c112      Obj       5
    c112      r8        1
    c112      r52       1
    c112      r197      1
    c112      r711      -45
    c112      r805      45
    c112      r932      1
    c113      Obj       4
    c113      r8        1
    c113      r44       1
    c113      r198      1
    c113      r695      -45
    c113      r789      45
    c113      r924      1
    c114      Obj       5
    c114      r8        1
    c114      r45       1
    c114      r199      1
    c114      r697      -45
    c114      r791      45
    c114      r925      1
    c115      Obj       6
    c115      r8        1
    c115      r47       1
    c115      r200      1
    c115      r701      -45
    c115      r795      45
    c115      r927      1
    c116      Obj       1
    c116      r9        1
    c116      r73       1
    c116      r201      1
    c116      r754      -45
    c116      r848      45
    c116      r982      -1
    c117      Obj       3
    c117      r9        1
    c117      r56       1
    c117      r202      1
    c117      r720      -45
    c117      r814      45
    c118      Obj       4
    c118      r9        1
    c118      r50       1
    c118      r203      1
    c118      r708      -45
    c118      r802      45
    c119      Obj       2
    c119      r9        1
    c119      r74       1
    c119      r204      1
    c119      r756      -45
    c119      r850      45
    c119      r983      -1
    c120      Obj       3
    c120      r9        1
    c120      r75       1
    c120      r205      1
    c120      r758      -45
    c120      r852      45
    c120      r984      -1
    c121      Obj       3
    c121      r9        1
    c121      r59       1
    c121      r206      1
    c121      r726      -45
    c121      r820      45
    c121      r978      -1
    c122      Obj       4
    c122      r9        1
    c122      r60       1
    c122      r207      1
    c122      r728      -45
    c122      r822      45
    c122      r979      -1
    c123      Obj       4
    c123      r9        1
    c123      r76       1
    c123      r208      1
    c123      r760      -45
    c123      r854      45
    c123      r985      -1
    c124      Obj       5
    c124      r9        1
    c124      r52       1
    c124      r209      1
    c124      r712      -45
    c124      r806      45
    c124      r976      -1
    c125      Obj       3
    c125      r9        1
    c125      r42       1
    c125      r210      1
    c125      r692      -45
    c125      r786      45
    c125      r969      -1
    c126      Obj       4
    c126      r9        1
    c126      r43       1
    c126      r211      1
    c126      r694      -45
    c126      r788      45
    c126      r970      -1
    c127      Obj       4
    c127      r9        1
    c127      r44       1
    c127      r212      1
    c127      r696      -45
    c127      r790      45
    c127      r971      -1
    c128      Obj       5
    c128      r9        1
    c128      r45       1
    c128      r213      1
    c128      r698      -45
    c128      r792      45
    c128      r972      -1
    c129      Obj       5
    c129      r9        1
    c129      r46       1
    c129      r214      1
    c129      r700      -45
    c129      r794      45
    c129      r973      -1
    c130      Obj       6
    c130      r9        1
    c130      r47       1
    c130      r215      1
    c130      r702      -45
    c130      r796      45
    c130      r974      -1
    c131      r10       1
    c131      r77       1
    c131      r216      1
    c131      r761      -45
    c131      r855      45
    c131      r957      1
    c132      Obj       1
    c132      r10       1
    c132      r73       1
    c132      r217      1
    c132      r753      -45
    c132      r847      45
    c132      r953      1
    c133      Obj       1
    c133      r10       1
    c133      r78       1
    c133      r218      1
    c133      r763      -45
    c133      r857      45
    c133      r958      1
    c134      Obj       2
    c134      r10       1
    c134      r79       1
    c134      r219      1
    c134      r765      -45
    c134      r859      45
    c134      r959      1
    c134      r993      3
    c134      r994      7
    c135      Obj       2
    c135      r10       1
    c135      r62       1
    c135      r220      1
    c135      r731      -45
    c135      r825      45
    c135      r942      1
    c136      Obj       3
    c136      r10       1
    c136      r63       1
    c136      r221      1
    c136      r733      -45
    c136      r827      45
    c136      r943      1
    c137      Obj       2
    c137      r10       1
    c137      r74       1
    c137      r222      1
    c137      r755      -45
    c137      r849      45
    c137      r954      1
    c138      Obj       3
    c138      r10       1
    c138      r75       1
    c138      r223      1
    c138      r757      -45
    c138      r851      45
    c138      r955      1
    c139      Obj       3
    c139      r10       1
    c139      r59       1
    c139      r224      1
    c139      r725      -45
    c139      r819      45
    c139      r939      1
    c140      Obj       4
    c140      r10       1
    c140      r60       1
    c140      r225      1
    c140      r727      -45
    c140      r821      45
    c140      r940      1
    c141      Obj       4
    c141      r10       1
    c141      r76       1
    c141      r226      1
    c141      r759      -45
    c141      r853      45
    c141      r956      1
    c142      Obj       5
    c142      r10       1
    c142      r52       1
    c142      r227      1
    c142      r711      -45
    c142      r805      45
    c142      r932      1
    c143      Obj       2
    c143      r10       1
    c143      r38       1
    c143      r228      1
    c143      r683      -45
    c143      r777      45
    c143      r918      1
    c144      Obj       3
    c144      r10       1
    c144      r39       1
    c144      r229      1
    c144      r685      -45
    c144      r779      45
    c144      r919      1
    c145      Obj       3
    c145      r10       1
    c145      r40       1
    c145      r230      1
    c145      r687      -45
    c145      r781      45
    c145      r920      1
    c146      Obj       4
    c146      r10       1
    c146      r41       1
    c146      r231      1
    c146      r689      -45
    c146      r783      45
    c146      r921      1
    c147      Obj       3
    c147      r10       1
    c147      r42       1
    c147      r232      1
    c147      r691      -45
    c147      r785      45
    c147      r922      1
    c148      Obj       4
    c148      r10       1
    c148      r43       1
    c148      r233      1
    c148      r693      -45
    c148      r787      45
    c148      r923      1
    c149      Obj       4
    c149      r10       1
    c149      r44       1
    c149      r234      1
    c149      r695      -45
    c149      r789      45
    c149      r924      1
    c150      Obj       5
    c150      r10       1
    c150      r46       1
    c150      r235      1
    c150      r699      -45
    c150      r793      45
    c150      r926      1
    c151      r11       1
    c151      r77       1
    c151      r236      1
    c151      r762      -45
    c151      r856      45
    c152      Obj       1
    c152      r11       1
    c152      r73       1
    c152      r237      1
    c152      r754      -45
    c152      r848      45
    c152      r982      -1
    c153      Obj       1
    c153      r11       1
    c153      r78       1
    c153      r238      1
    c153      r764      -45
    c153      r858      45
    c153      r986      -1
    c154      Obj       2
    c154      r11       1
    c154      r79       1
    c154      r239      1
    c154      r766      -45
    c154      r860      45
    c154      r987      -1
    c154      r995      -7
    c154      r996      -3
    c155      Obj       2
    c155      r11       1
    c155      r62       1
    c155      r240      1
    c155      r732      -45
    c155      r826      45
    c155      r980      -1
    c156      Obj       3
    c156      r11       1
    c156      r63       1
    c156      r241      1
    c156      r734      -45
    c156      r828      45
    c156      r981      -1
    c157      Obj       2
    c157      r11       1
    c157      r74       1
    c157      r242      1
    c157      r756      -45
    c157      r850      45
    c157      r983      -1
    c158      Obj       3
    c158      r11       1
    c158      r75       1
    c158      r243      1
    c158      r758      -45
    c158      r852      45
    c158      r984      -1
    c159      Obj       3
    c159      r11       1
    c159      r59       1
    c159      r244      1
    c159      r726      -45
    c159      r820      45
    c159      r978      -1
    c160      Obj       4
    c160      r11       1
    c160      r60       1
    c160      r245      1
    c160      r728      -45
    c160      r822      45
    c160      r979      -1
    c161      Obj       4
    c161      r11       1
    c161      r76       1
    c161      r246      1
    c161      r760      -45
    c161      r854      45
    c161      r985      -1
    c162      Obj       5
    c162      r11       1
    c162      r52       1
    c162      r247      1
    c162      r712      -45
    c162      r806      45
    c162      r976      -1
    c163      Obj       2
    c163      r11       1
    c163      r38       1
    c163      r248      1
    c163      r684      -45
    c163      r778      45
    c163      r965      -1
    c164      Obj       3
    c164      r11       1
    c164      r39       1
    c164      r249      1
    c164      r686      -45
    c164      r780      45
    c164      r966      -1
    c165      Obj       4
    c165      r11       1
    c165      r41       1
    c165      r250      1
    c165      r690      -45
    c165      r784      45
    c165      r968      -1
    c166      Obj       3
    c166      r11       1
    c166      r42       1
    c166      r251      1
    c166      r692      -45
    c166      r786      45
    c166      r969      -1
    c167      Obj       4
    c167      r11       1
    c167      r43       1
    c167      r252      1
    c167      r694      -45
    c167      r788      45
    c167      r970      -1
    c168      Obj       5
    c168      r11       1
    c168      r46       1
    c168      r253      1
    c168      r700      -45
    c168      r794      45
    c168      r973      -1
    c169      Obj       1
    c169      r12       1
    c169      r73       1
    c169      r254      1
    c169      r753      -45
    c169      r847      45
    c169      r953      1
    c170      Obj       2
    c170      r12       1
    c170      r72       1
    c170      r255      1
    c170      r751      -45
    c170      r845      45
    c170      r952      1
    c171      Obj       3
    c171      r12       1
    c171      r69       1
    c171      r256      1
    c171      r745      -45
    c171      r839      45
    c171      r949      1
    c172      Obj       3
    c172      r12       1
    c172      r80       1
    c172      r257      1
    c172      r767      -45
    c172      r861      45
    c172      r960      1
    c173      Obj       3
    c173      r12       1
    c173      r66       1
    c173      r258      1
    c173      r739      -45
    c173      r833      45
    c173      r946      1
    c174      Obj       4
    c174      r12       1
    c174      r67       1
    c174      r259      1
    c174      r741      -45
    c174      r835      45
    c174      r947      1
    c175      Obj       2
    c175      r12       1
    c175      r74       1
    c175      r260      1
    c175      r755      -45
    c175      r849      45
    c175      r954      1
    c176      Obj       3
    c176      r12       1
    c176      r75       1
    c176      r261      1
    c176      r757      -45
    c176      r851      45
    c176      r955      1
    c177      Obj       3
    c177      r12       1
    c177      r59       1
    c177      r262      1
    c177      r725      -45
    c177      r819      45
    c177      r939      1
    c178      Obj       4
    c178      r12       1
    c178      r60       1
    c178      r263      1
    c178      r727      -45
    c178      r821      45
    c178      r940      1
    c179      Obj       4
    c179      r12       1
    c179      r76       1
    c179      r264      1
    c179      r759      -45
    c179      r853      45
    c179      r956      1
    c180      Obj       5
    c180      r12       1
    c180      r52       1
    c180      r265      1
    c180      r711      -45
    c180      r805      45
    c180      r932      1
    c181      Obj       3
    c181      r12       1
    c181      r42       1
    c181      r266      1
    c181      r691      -45
    c181      r785      45
    c181      r922      1
    c182      Obj       4
    c182      r12       1
    c182      r43       1
    c182      r267      1
    c182      r693      -45
    c182      r787      45
    c182      r923      1
    c183      Obj       4
    c183      r12       1
    c183      r44       1
    c183      r268      1
    c183      r695      -45
    c183      r789      45
    c183      r924      1
    c184      Obj       5
    c184      r12       1
    c184      r45       1
    c184      r269      1
    c184      r697      -45
    c184      r791      45
    c184      r925      1
    c185      Obj       5
    c185      r12       1
    c185      r46       1
    c185      r270      1
    c185      r699      -45
    c185      r793      45
    c185      r926      1
    c186      Obj       6
    c186      r12       1
    c186      r47       1
    c186      r271      1
    c186      r701      -45
    c186      r795      45
    c186      r927      1
    c187      Obj       1
    c187      r13       1
    c187      r78       1
    c187      r272      1
    c187      r763      -45
    c187      r857      45
    c187      r958      1
    c188      Obj       2
    c188      r13       1
    c188      r79       1
    c188      r273      1
    c188      r765      -45
    c188      r859      45
    c188      r959      1
    c188      r993      3
    c188      r994      7
    c189      Obj       2
    c189      r13       1
    c189      r62       1
    c189      r274      1
    c189      r731      -45
    c189      r825      45
    c189      r942      1
    c190      Obj       3
    c190      r13       1
    c190      r63       1
    c190      r275      1
    c190      r733      -45
    c190      r827      45
    c190      r943      1
    c191      Obj       2
    c191      r13       1
    c191      r74       1
    c191      r276      1
    c191      r755      -45
    c191      r849      45
    c191      r954      1
    c192      Obj       3
    c192      r13       1
    c192      r75       1
    c192      r277      1
    c192      r757      -45
    c192      r851      45
    c192      r955      1
    c193      Obj       3
    c193      r13       1
    c193      r59       1
    c193      r278      1
    c193      r725      -45
    c193      r819      45
    c193      r939      1
    c194      Obj       4
    c194      r13       1
    c194      r60       1
    c194      r279      1
    c194      r727      -45
    c194      r821      45
    c194      r940      1
    c195      Obj       4
    c195      r13       1
    c195      r76       1
    c195      r280      1
    c195      r759      -45
    c195      r853      45
    c195      r956      1
    c196      Obj       5
    c196      r13       1
    c196      r52       1
    c196      r281      1
    c196      r711      -45
    c196      r805      45
    c196      r932      1
    c197      Obj       2
    c197      r13       1
    c197      r38       1
    c197      r282      1
    c197      r683      -45
    c197      r777      45
    c197      r918      1
    c198      Obj       3
    c198      r13       1
    c198      r39       1
    c198      r283      1
    c198      r685      -45
    c198      r779      45
    c198      r919      1
    c199      Obj       3
    c199      r13       1
    c199      r40       1
    c199      r284      1
    c199      r687      -45
    c199      r781      45
    c199      r920      1
    c200      Obj       4
    c200      r13       1
    c200      r41       1
    c200      r285      1
    c200      r689      -45
    c200      r783      45
    c200      r921      1
    c201      Obj       3
    c201      r13       1
    c201      r42       1
    c201      r286      1
    c201      r691      -45
    c201      r785      45
    c201      r922      1
    c202      Obj       4
    c202      r13       1
    c202      r43       1
    c202      r287      1
    c202      r693      -45
    c202      r787      45
    c202      r923      1
    c203      Obj       4
    c203      r13       1
    c203      r44       1
    c203      r288      1
    c203      r695      -45
    c203      r789      45
    c203      r924      1
    c204      Obj       5
    c204      r13       1
    c204      r46       1
    c204      r289      1
    c204      r699      -45
    c204      r793      45
    c204      r926      1
    c205      Obj       2
    c205      r14       1
    c205      r79       1
    c205      r290      1
    c205      r766      -45
    c205      r860      45
    c205      r987      -1
    c205      r995      -7
    c205      r996      -3
    c206      Obj       3
    c206      r14       1
    c206      r63       1
    c206      r291      1
    c206      r734      -45
    c206      r828      45
    c206      r981      -1
    c207      Obj       3
    c207      r14       1
    c207      r75       1
    c207      r292      1
    c207      r758      -45
    c207      r852      45
    c207      r984      -1
    c208      Obj       4
    c208      r14       1
    c208      r60       1
    c208      r293      1
    c208      r728      -45
    c208      r822      45
    c208      r979      -1
    c209      Obj       4
    c209      r14       1
    c209      r76       1
    c209      r294      1
    c209      r760      -45
    c209      r854      45
    c209      r985      -1
    c210      Obj       5
    c210      r14       1
    c210      r52       1
    c210      r295      1
    c210      r712      -45
    c210      r806      45
    c210      r976      -1
    c211      Obj       3
    c211      r14       1
    c211      r39       1
    c211      r296      1
    c211      r686      -45
    c211      r780      45
    c211      r966      -1
    c212      Obj       4
    c212      r14       1
    c212      r41       1
    c212      r297      1
    c212      r690      -45
    c212      r784      45
    c212      r968      -1
    c213      Obj       4
    c213      r14       1
    c213      r43       1
    c213      r298      1
    c213      r694      -45
    c213      r788      45
    c213      r970      -1
    c214      Obj       5
    c214      r14       1
    c214      r45       1
    c214      r299      1
    c214      r698      -45
    c214      r792      45
    c214      r972      -1
    c215      Obj       5
    c215      r14       1
    c215      r46       1
    c215      r300      1
    c215      r700      -45
    c215      r794      45
    c215      r973      -1
    c216      Obj       6
    c216      r14       1
    c216      r47       1
    c216      r301      1
    c216      r702      -45
    c216      r796      45
    c216      r974      -1
    c217      Obj       2
    c217      r15       1
    c217      r72       1
    c217      r302      1
    c217      r751      -45
    c217      r845      45
    c217      r952      1
    c218      Obj       3
    c218      r15       1
    c218      r69       1
    c218      r303      1
    c218      r745      -45
    c218      r839      45
    c218      r949      1
    c219      Obj       3
    c219      r15       1
    c219      r80       1
    c219      r304      1
    c219      r767      -45
    c219      r861      45
    c219      r960      1
    c220      Obj       3
    c220      r15       1
    c220      r66       1
    c220      r305      1
    c220      r739      -45
    c220      r833      45
    c220      r946      1
    c221      Obj       4
    c221      r15       1
    c221      r67       1
    c221      r306      1
    c221      r741      -45
    c221      r835      45
    c221      r947      1
    c222      Obj       2
    c222      r15       1
    c222      r74       1
    c222      r307      1
    c222      r755      -45
    c222      r849      45
    c222      r954      1
    c223      Obj       3
    c223      r15       1
    c223      r75       1
    c223      r308      1
    c223      r757      -45
    c223      r851      45
    c223      r955      1
    c224      Obj       3
    c224      r15       1
    c224      r59       1
    c224      r309      1
    c224      r725      -45
    c224      r819      45
    c224      r939      1
    c225      Obj       4
    c225      r15       1
    c225      r60       1
    c225      r310      1
    c225      r727      -45
    c225      r821      45
    c225      r940      1
    c226      Obj       4
    c226      r15       1
    c226      r76       1
    c226      r311      1
    c226      r759      -45
    c226      r853      45
    c226      r956      1
    c227      Obj       5
    c227      r15       1
    c227      r52       1
    c227      r312      1
    c227      r711      -45
    c227      r805      45
    c227      r932      1
    c228      Obj       3
    c228      r15       1
    c228      r42       1
    c228      r313      1
    c228      r691      -45
    c228      r785      45
    c228      r922      1
    c229      Obj       4
    c229      r15       1
    c229      r43       1
    c229      r314      1
    c229      r693      -45
    c229      r787      45
    c229      r923      1
    c230      Obj       4
    c230      r15       1
    c230      r44       1
    c230      r315      1
    c230      r695      -45
    c230      r789      45
    c230      r924      1
    c231      Obj       5
    c231      r15       1
    c231      r45       1
    c231      r316      1
    c231      r697      -45
    c231      r791      45
    c231      r925      1
    c232      Obj       5
    c232      r15       1
    c232      r46       1
    c232      r317      1
    c232      r699      -45
    c232      r793      45
    c232      r926      1
    c233      Obj       6
    c233      r15       1
    c233      r47       1
    c233      r318      1
    c233      r701      -45
    c233      r795      45
    c233      r927      1
    c234      Obj       3
    c234      r16       1
    c234      r80       1
    c234      r319      1
    c234      r767      -45
    c234      r861      45
    c234      r960      1
    c235      Obj       4
    c235      r16       1
    c235      r67       1
    c235      r320      1
    c235      r741      -45
    c235      r835      45
    c235      r947      1
    c236      Obj       4
    c236      r16       1
    c236      r76       1
    c236      r321      1
    c236      r759      -45
    c236      r853      45
    c236      r956      1
    c237      Obj       5
    c237      r16       1
    c237      r52       1
    c237      r322      1
    c237      r711      -45
    c237      r805      45
    c237      r932      1
    c238      Obj       5
    c238      r16       1
    c238      r46       1
    c238      r323      1
    c238      r699      -45
    c238      r793      45
    c238      r926      1
    c239      Obj       6
    c239      r16       1
    c239      r47       1
    c239      r324      1
    c239      r701      -45
    c239      r795      45
    c239      r927      1
    c240      Obj       2
    c240      r17       1
    c240      r74       1
    c240      r325      1
    c240      r755      -45
    c240      r849      45
    c240      r954      1
    c241      Obj       3
    c241      r17       1
    c241      r75       1
    c241      r326      1
    c241      r757      -45
    c241      r851      45
    c241      r955      1
    c242      Obj       3
    c242      r17       1
    c242      r59       1
    c242      r327      1
    c242      r725      -45
    c242      r819      45
    c242      r939      1
    c243      Obj       4
    c243      r17       1
    c243      r60       1
    c243      r328      1
    c243      r727      -45
    c243      r821      45
    c243      r940      1
    c244      Obj       4
    c244      r17       1
    c244      r76       1
    c244      r329      1
    c244      r759      -45
    c244      r853      45
    c244      r956      1
    c245      Obj       5
    c245      r17       1
    c245      r52       1
    c245      r330      1
    c245      r711      -45
    c245      r805      45
    c245      r932      1
    c246      Obj       3
    c246      r17       1
    c246      r42       1
    c246      r331      1
    c246      r691      -45
    c246      r785      45
    c246      r922      1
    c247      Obj       4
    c247      r17       1
    c247      r43       1
    c247      r332      1
    c247      r693      -45
    c247      r787      45
    c247      r923      1
    c248      Obj       4
    c248      r17       1
    c248      r44       1
    c248      r333      1
    c248      r695      -45
    c248      r789      45
    c248      r924      1
    c249      Obj       5
    c249      r17       1
    c249      r45       1
    c249      r334      1
    c249      r697      -45
    c249      r791      45
    c249      r925      1
    c250      Obj       5
    c250      r17       1
    c250      r46       1
    c250      r335      1
    c250      r699      -45
    c250      r793      45
    c250      r926      1
    c251      Obj       6
    c251      r17       1
    c251      r47       1
    c251      r336      1
    c251      r701      -45
    c251      r795      45
    c251      r927      1
    c252      Obj       1
    c252      r18       1
    c252      r71       1
    c252      r337      1
    c252      r749      -45
    c252      r843      45
    c252      r951      1
    c253      Obj       2
    c253      r18       1
    c253      r68       1
    c253      r338      1
    c253      r743      -45
    c253      r837      45
    c253      r948      1
    c254      Obj       2
    c254      r18       1
    c254      r72       1
    c254      r339      1
    c254      r751      -45
    c254      r845      45
    c254      r952      1
    c255      Obj       3
    c255      r18       1
    c255      r69       1
    c255      r340      1
    c255      r745      -45
    c255      r839      45
    c255      r949      1
    c256      Obj       2
    c256      r18       1
    c256      r64       1
    c256      r341      1
    c256      r735      -45
    c256      r829      45
    c256      r944      1
    c257      Obj       3
    c257      r18       1
    c257      r65       1
    c257      r342      1
    c257      r737      -45
    c257      r831      45
    c257      r945      1
    c258      Obj       3
    c258      r18       1
    c258      r66       1
    c258      r343      1
    c258      r739      -45
    c258      r833      45
    c258      r946      1
    c259      Obj       4
    c259      r18       1
    c259      r67       1
    c259      r344      1
    c259      r741      -45
    c259      r835      45
    c259      r947      1
    c260      Obj       2
    c260      r18       1
    c260      r57       1
    c260      r345      1
    c260      r721      -45
    c260      r815      45
    c260      r937      1
    c261      Obj       3
    c261      r18       1
    c261      r58       1
    c261      r346      1
    c261      r723      -45
    c261      r817      45
    c261      r938      1
    c262      Obj       3
    c262      r18       1
    c262      r59       1
    c262      r347      1
    c262      r725      -45
    c262      r819      45
    c262      r939      1
    c263      Obj       4
    c263      r18       1
    c263      r60       1
    c263      r348      1
    c263      r727      -45
    c263      r821      45
    c263      r940      1
    c264      Obj       3
    c264      r18       1
    c264      r61       1
    c264      r349      1
    c264      r729      -45
    c264      r823      45
    c264      r941      1
    c265      Obj       4
    c265      r18       1
    c265      r51       1
    c265      r350      1
    c265      r709      -45
    c265      r803      45
    c265      r931      1
    c266      Obj       5
    c266      r18       1
    c266      r52       1
    c266      r351      1
    c266      r711      -45
    c266      r805      45
    c266      r932      1
    c267      Obj       4
    c267      r18       1
    c267      r44       1
    c267      r352      1
    c267      r695      -45
    c267      r789      45
    c267      r924      1
    c268      Obj       5
    c268      r18       1
    c268      r45       1
    c268      r353      1
    c268      r697      -45
    c268      r791      45
    c268      r925      1
    c269      Obj       6
    c269      r18       1
    c269      r47       1
    c269      r354      1
    c269      r701      -45
    c269      r795      45
    c269      r927      1
    c270      Obj       1
    c270      r19       1
    c270      r78       1
    c270      r355      1
    c270      r763      -45
    c270      r857      45
    c270      r958      1
    c271      Obj       2
    c271      r19       1
    c271      r79       1
    c271      r356      1
    c271      r765      -45
    c271      r859      45
    c271      r959      1
    c271      r993      3
    c271      r994      7
    c272      Obj       2
    c272      r19       1
    c272      r62       1
    c272      r357      1
    c272      r731      -45
    c272      r825      45
    c272      r942      1
    c273      Obj       3
    c273      r19       1
    c273      r63       1
    c273      r358      1
    c273      r733      -45
    c273      r827      45
    c273      r943      1
    c274      Obj       2
    c274      r19       1
    c274      r74       1
    c274      r359      1
    c274      r755      -45
    c274      r849      45
    c274      r954      1
    c275      Obj       3
    c275      r19       1
    c275      r75       1
    c275      r360      1
    c275      r757      -45
    c275      r851      45
    c275      r955      1
    c276      Obj       3
    c276      r19       1
    c276      r59       1
    c276      r361      1
    c276      r725      -45
    c276      r819      45
    c276      r939      1
    c277      Obj       4
    c277      r19       1
    c277      r60       1
    c277      r362      1
    c277      r727      -45
    c277      r821      45
    c277      r940      1
    c278      Obj       4
    c278      r19       1
    c278      r76       1
    c278      r363      1
    c278      r759      -45
    c278      r853      45
    c278      r956      1
    c279      Obj       5
    c279      r19       1
    c279      r52       1
    c279      r364      1
    c279      r711      -45
    c279      r805      45
    c279      r932      1
    c280      Obj       2
    c280      r19       1
    c280      r38       1
    c280      r365      1
    c280      r683      -45
    c280      r777      45
    c280      r918      1
    c281      Obj       3
    c281      r19       1
    c281      r39       1
    c281      r366      1
    c281      r685      -45
    c281      r779      45
    c281      r919      1
    c282      Obj       3
    c282      r19       1
    c282      r40       1
    c282      r367      1
    c282      r687      -45
    c282      r781      45
    c282      r920      1
    c283      Obj       4
    c283      r19       1
    c283      r41       1
    c283      r368      1
    c283      r689      -45
    c283      r783      45
    c283      r921      1
    c284      Obj       3
    c284      r19       1
    c284      r42       1
    c284      r369      1
    c284      r691      -45
    c284      r785      45
    c284      r922      1
    c285      Obj       4
    c285      r19       1
    c285      r43       1
    c285      r370      1
    c285      r693      -45
    c285      r787      45
    c285      r923      1
    c286      Obj       4
    c286      r19       1
    c286      r44       1
    c286      r371      1
    c286      r695      -45
    c286      r789      45
    c286      r924      1
    c287      Obj       5
    c287      r19       1
    c287      r46       1
    c287      r372      1
    c287      r699      -45
    c287      r793      45
    c287      r926      1
    c288      Obj       2
    c288      r20       1
    c288      r72       1
    c288      r373      1
    c288      r751      -45
    c288      r845      45
    c288      r952      1
    c289      Obj       3
    c289      r20       1
    c289      r69       1
    c289      r374      1
    c289      r745      -45
    c289      r839      45
    c289      r949      1
    c290      Obj       3
    c290      r20       1
    c290      r80       1
    c290      r375      1
    c290      r767      -45
    c290      r861      45
    c290      r960      1
    c291      Obj       3
    c291      r20       1
    c291      r66       1
    c291      r376      1
    c291      r739      -45
    c291      r833      45
    c291      r946      1
    c292      Obj       4
    c292      r20       1
    c292      r67       1
    c292      r377      1
    c292      r741      -45
    c292      r835      45
    c292      r947      1
    c293      Obj       2
    c293      r20       1
    c293      r74       1
    c293      r378      1
    c293      r755      -45
    c293      r849      45
    c293      r954      1
    c294      Obj       3
    c294      r20       1
    c294      r75       1
    c294      r379      1
    c294      r757      -45
    c294      r851      45
    c294      r955      1
    c295      Obj       3
    c295      r20       1
    c295      r59       1
    c295      r380      1
    c295      r725      -45
    c295      r819      45
    c295      r939      1
    c296      Obj       4
    c296      r20       1
    c296      r60       1
    c296      r381      1
    c296      r727      -45
    c296      r821      45
    c296      r940      1
    c297      Obj       4
    c297      r20       1
    c297      r76       1
    c297      r382      1
    c297      r759      -45
    c297      r853      45
    c297      r956      1
    c298      Obj       5
    c298      r20       1
    c298      r52       1
    c298      r383      1
    c298      r711      -45
    c298      r805      45
    c298      r932      1
    c299      Obj       3
    c299      r20       1
    c299      r42       1
    c299      r384      1
    c299      r691      -45
    c299      r785      45
    c299      r922      1
    c300      Obj       4
    c300      r20       1
    c300      r43       1
    c300      r385      1
    c300      r693      -45
    c300      r787      45
    c300      r923      1
    c301      Obj       4
    c301      r20       1
    c301      r44       1
    c301      r386      1
    c301      r695      -45
    c301      r789      45
    c301      r924      1
    c302      Obj       5
    c302      r20       1
    c302      r45       1
    c302      r387      1
    c302      r697      -45
    c302      r791      45
    c302      r925      1
    c303      Obj       5
    c303      r20       1
    c303      r46       1
    c303      r388      1
    c303      r699      -45
    c303      r793      45
    c303      r926      1
    c304      Obj       6
    c304      r20       1
    c304      r47       1
    c304      r389      1
    c304      r701      -45
    c304      r795      45
    c304      r927      1
    c305      Obj       1
    c305      r21       1
    c305      r71       1
    c305      r390      1
    c305      r749      -45
    c305      r843      45
    c305      r951      1
    c306      Obj       2
    c306      r21       1
    c306      r68       1
    c306      r391      1
    c306      r743      -45
    c306      r837      45
    c306      r948      1
    c307      Obj       2
    c307      r21       1
    c307      r72       1
    c307      r392      1
    c307      r751      -45
    c307      r845      45
    c307      r952      1
    c308      Obj       3
    c308      r21       1
    c308      r69       1
    c308      r393      1
    c308      r745      -45
    c308      r839      45
    c308      r949      1
    c309      Obj       2
    c309      r21       1
    c309      r64       1
    c309      r394      1
    c309      r735      -45
    c309      r829      45
    c309      r944      1
    c310      Obj       3
    c310      r21       1
    c310      r65       1
    c310      r395      1
    c310      r737      -45
    c310      r831      45
    c310      r945      1
    c311      Obj       3
    c311      r21       1
    c311      r66       1
    c311      r396      1
    c311      r739      -45
    c311      r833      45
    c311      r946      1
    c312      Obj       4
    c312      r21       1
    c312      r67       1
    c312      r397      1
    c312      r741      -45
    c312      r835      45
    c312      r947      1
    c313      Obj       2
    c313      r21       1
    c313      r57       1
    c313      r398      1
    c313      r721      -45
    c313      r815      45
    c313      r937      1
    c314      Obj       3
    c314      r21       1
    c314      r58       1
    c314      r399      1
    c314      r723      -45
    c314      r817      45
    c314      r938      1
    c315      Obj       3
    c315      r21       1
    c315      r59       1
    c315      r400      1
    c315      r725      -45
    c315      r819      45
    c315      r939      1
    c316      Obj       4
    c316      r21       1
    c316      r60       1
    c316      r401      1
    c316      r727      -45
    c316      r821      45
    c316      r940      1
    c317      Obj       3
    c317      r21       1
    c317      r61       1
    c317      r402      1
    c317      r729      -45
    c317      r823      45
    c317      r941      1
    c318      Obj       4
    c318      r21       1
    c318      r51       1
    c318      r403      1
    c318      r709      -45
    c318      r803      45
    c318      r931      1
    c319      Obj       5
    c319      r21       1
    c319      r52       1
    c319      r404      1
    c319      r711      -45
    c319      r805      45
    c319      r932      1
    c320      Obj       4
    c320      r21       1
    c320      r44       1
    c320      r405      1
    c320      r695      -45
    c320      r789      45
    c320      r924      1
    c321      Obj       5
    c321      r21       1
    c321      r45       1
    c321      r406      1
    c321      r697      -45
    c321      r791      45
    c321      r925      1
    c322      Obj       6
    c322      r21       1
    c322      r47       1
    c322      r407      1
    c322      r701      -45
    c322      r795      45
    c322      r927      1
    c323      Obj       2
    c323      r22       1
    c323      r81       1
    c323      r408      1
    c323      r769      -45
    c323      r863      45
    c323      r961      1
    c324      Obj       3
    c324      r22       1
    c324      r82       1
    c324      r409      1
    c324      r771      -45
    c324      r865      45
    c324      r962      1
    c325      Obj       3
    c325      r22       1
    c325      r83       1
    c325      r410      1
    c325      r773      -45
    c325      r867      45
    c325      r963      1
    c326      Obj       4
    c326      r22       1
    c326      r84       1
    c326      r411      1
    c326      r775      -45
    c326      r869      45
    c326      r964      1
    c327      Obj       3
    c327      r22       1
    c327      r56       1
    c327      r412      1
    c327      r719      -45
    c327      r813      45
    c327      r936      1
    c328      Obj       3
    c328      r22       1
    c328      r49       1
    c328      r413      1
    c328      r705      -45
    c328      r799      45
    c328      r929      1
    c329      Obj       4
    c329      r22       1
    c329      r50       1
    c329      r414      1
    c329      r707      -45
    c329      r801      45
    c329      r930      1
    c330      Obj       2
    c330      r22       1
    c330      r57       1
    c330      r415      1
    c330      r721      -45
    c330      r815      45
    c330      r937      1
    c331      Obj       3
    c331      r22       1
    c331      r58       1
    c331      r416      1
    c331      r723      -45
    c331      r817      45
    c331      r938      1
    c332      Obj       3
    c332      r22       1
    c332      r59       1
    c332      r417      1
    c332      r725      -45
    c332      r819      45
    c332      r939      1
    c333      Obj       4
    c333      r22       1
    c333      r60       1
    c333      r418      1
    c333      r727      -45
    c333      r821      45
    c333      r940      1
    c334      Obj       3
    c334      r22       1
    c334      r61       1
    c334      r419      1
    c334      r729      -45
    c334      r823      45
    c334      r941      1
    c335      Obj       4
    c335      r22       1
    c335      r51       1
    c335      r420      1
    c335      r709      -45
    c335      r803      45
    c335      r931      1
    c336      Obj       5
    c336      r22       1
    c336      r52       1
    c336      r421      1
    c336      r711      -45
    c336      r805      45
    c336      r932      1
    c337      Obj       4
    c337      r22       1
    c337      r44       1
    c337      r422      1
    c337      r695      -45
    c337      r789      45
    c337      r924      1
    c338      Obj       5
    c338      r22       1
    c338      r45       1
    c338      r423      1
    c338      r697      -45
    c338      r791      45
    c338      r925      1
    c339      Obj       6
    c339      r22       1
    c339      r47       1
    c339      r424      1
    c339      r701      -45
    c339      r795      45
    c339      r927      1
    c340      Obj       2
    c340      r23       1
    c340      r81       1
    c340      r425      1
    c340      r770      -45
    c340      r864      45
    c341      Obj       3
    c341      r23       1
    c341      r82       1
    c341      r426      1
    c341      r772      -45
    c341      r866      45
    c341      r988      -1
    c342      Obj       3
    c342      r23       1
    c342      r83       1
    c342      r427      1
    c342      r774      -45
    c342      r868      45
    c343      Obj       4
    c343      r23       1
    c343      r84       1
    c343      r428      1
    c343      r776      -45
    c343      r870      45
    c343      r989      -1
    c344      Obj       3
    c344      r23       1
    c344      r63       1
    c344      r429      1
    c344      r734      -45
    c344      r828      45
    c344      r981      -1
    c345      Obj       3
    c345      r23       1
    c345      r58       1
    c345      r430      1
    c345      r724      -45
    c345      r818      45
    c345      r977      -1
    c346      Obj       4
    c346      r23       1
    c346      r60       1
    c346      r431      1
    c346      r728      -45
    c346      r822      45
    c346      r979      -1
    c347      Obj       3
    c347      r23       1
    c347      r70       1
    c347      r432      1
    c347      r748      -45
    c347      r842      45
    c348      Obj       4
    c348      r23       1
    c348      r51       1
    c348      r433      1
    c348      r710      -45
    c348      r804      45
    c348      r975      -1
    c349      Obj       5
    c349      r23       1
    c349      r52       1
    c349      r434      1
    c349      r712      -45
    c349      r806      45
    c349      r976      -1
    c350      Obj       4
    c350      r23       1
    c350      r41       1
    c350      r435      1
    c350      r690      -45
    c350      r784      45
    c350      r968      -1
    c351      Obj       5
    c351      r23       1
    c351      r45       1
    c351      r436      1
    c351      r698      -45
    c351      r792      45
    c351      r972      -1
    c352      Obj       6
    c352      r23       1
    c352      r47       1
    c352      r437      1
    c352      r702      -45
    c352      r796      45
    c352      r974      -1
    c353      Obj       3
    c353      r24       1
    c353      r82       1
    c353      r438      1
    c353      r772      -45
    c353      r866      45
    c353      r988      -1
    c354      Obj       4
    c354      r24       1
    c354      r84       1
    c354      r439      1
    c354      r776      -45
    c354      r870      45
    c354      r989      -1
    c355      Obj       1
    c355      r24       1
    c355      r78       1
    c355      r440      1
    c355      r764      -45
    c355      r858      45
    c355      r986      -1
    c356      Obj       2
    c356      r24       1
    c356      r79       1
    c356      r441      1
    c356      r766      -45
    c356      r860      45
    c356      r987      -1
    c356      r995      -7
    c356      r996      -3
    c357      Obj       2
    c357      r24       1
    c357      r62       1
    c357      r442      1
    c357      r732      -45
    c357      r826      45
    c357      r980      -1
    c358      Obj       3
    c358      r24       1
    c358      r63       1
    c358      r443      1
    c358      r734      -45
    c358      r828      45
    c358      r981      -1
    c359      Obj       2
    c359      r24       1
    c359      r74       1
    c359      r444      1
    c359      r756      -45
    c359      r850      45
    c359      r983      -1
    c360      Obj       3
    c360      r24       1
    c360      r75       1
    c360      r445      1
    c360      r758      -45
    c360      r852      45
    c360      r984      -1
    c361      Obj       3
    c361      r24       1
    c361      r59       1
    c361      r446      1
    c361      r726      -45
    c361      r820      45
    c361      r978      -1
    c362      Obj       4
    c362      r24       1
    c362      r60       1
    c362      r447      1
    c362      r728      -45
    c362      r822      45
    c362      r979      -1
    c363      Obj       4
    c363      r24       1
    c363      r76       1
    c363      r448      1
    c363      r760      -45
    c363      r854      45
    c363      r985      -1
    c364      Obj       5
    c364      r24       1
    c364      r52       1
    c364      r449      1
    c364      r712      -45
    c364      r806      45
    c364      r976      -1
    c365      Obj       2
    c365      r24       1
    c365      r38       1
    c365      r450      1
    c365      r684      -45
    c365      r778      45
    c365      r965      -1
    c366      Obj       3
    c366      r24       1
    c366      r39       1
    c366      r451      1
    c366      r686      -45
    c366      r780      45
    c366      r966      -1
    c367      Obj       3
    c367      r24       1
    c367      r40       1
    c367      r452      1
    c367      r688      -45
    c367      r782      45
    c367      r967      -1
    c368      Obj       4
    c368      r24       1
    c368      r41       1
    c368      r453      1
    c368      r690      -45
    c368      r784      45
    c368      r968      -1
    c369      Obj       3
    c369      r24       1
    c369      r42       1
    c369      r454      1
    c369      r692      -45
    c369      r786      45
    c369      r969      -1
    c370      Obj       4
    c370      r24       1
    c370      r43       1
    c370      r455      1
    c370      r694      -45
    c370      r788      45
    c370      r970      -1
    c371      Obj       4
    c371      r24       1
    c371      r44       1
    c371      r456      1
    c371      r696      -45
    c371      r790      45
    c371      r971      -1
    c372      Obj       5
    c372      r24       1
    c372      r45       1
    c372      r457      1
    c372      r698      -45
    c372      r792      45
    c372      r972      -1
    c373      Obj       5
    c373      r24       1
    c373      r46       1
    c373      r458      1
    c373      r700      -45
    c373      r794      45
    c373      r973      -1
    c374      Obj       6
    c374      r24       1
    c374      r47       1
    c374      r459      1
    c374      r702      -45
    c374      r796      45
    c374      r974      -1
    c375      Obj       3
    c375      r25       1
    c375      r82       1
    c375      r460      1
    c375      r772      -45
    c375      r866      45
    c375      r988      -1
    c376      Obj       4
    c376      r25       1
    c376      r84       1
    c376      r461      1
    c376      r776      -45
    c376      r870      45
    c376      r989      -1
    c377      Obj       2
    c377      r25       1
    c377      r79       1
    c377      r462      1
    c377      r766      -45
    c377      r860      45
    c377      r987      -1
    c377      r995      -7
    c377      r996      -3
    c378      Obj       3
    c378      r25       1
    c378      r63       1
    c378      r463      1
    c378      r734      -45
    c378      r828      45
    c378      r981      -1
    c379      Obj       3
    c379      r25       1
    c379      r75       1
    c379      r464      1
    c379      r758      -45
    c379      r852      45
    c379      r984      -1
    c380      Obj       4
    c380      r25       1
    c380      r60       1
    c380      r465      1
    c380      r728      -45
    c380      r822      45
    c380      r979      -1
    c381      Obj       4
    c381      r25       1
    c381      r76       1
    c381      r466      1
    c381      r760      -45
    c381      r854      45
    c381      r985      -1
    c382      Obj       5
    c382      r25       1
    c382      r52       1
    c382      r467      1
    c382      r712      -45
    c382      r806      45
    c382      r976      -1
    c383      Obj       3
    c383      r25       1
    c383      r39       1
    c383      r468      1
    c383      r686      -45
    c383      r780      45
    c383      r966      -1
    c384      Obj       4
    c384      r25       1
    c384      r41       1
    c384      r469      1
    c384      r690      -45
    c384      r784      45
    c384      r968      -1
    c385      Obj       4
    c385      r25       1
    c385      r43       1
    c385      r470      1
    c385      r694      -45
    c385      r788      45
    c385      r970      -1
    c386      Obj       5
    c386      r25       1
    c386      r45       1
    c386      r471      1
    c386      r698      -45
    c386      r792      45
    c386      r972      -1
    c387      Obj       5
    c387      r25       1
    c387      r46       1
    c387      r472      1
    c387      r700      -45
    c387      r794      45
    c387      r973      -1
    c388      Obj       6
    c388      r25       1
    c388      r47       1
    c388      r473      1
    c388      r702      -45
    c388      r796      45
    c388      r974      -1
    c389      Obj       3
    c389      r26       1
    c389      r83       1
    c389      r474      1
    c389      r773      -45
    c389      r867      45
    c389      r963      1
    c390      Obj       4
    c390      r26       1
    c390      r84       1
    c390      r475      1
    c390      r775      -45
    c390      r869      45
    c390      r964      1
    c391      Obj       3
    c391      r26       1
    c391      r65       1
    c391      r476      1
    c391      r737      -45
    c391      r831      45
    c391      r945      1
    c392      Obj       4
    c392      r26       1
    c392      r67       1
    c392      r477      1
    c392      r741      -45
    c392      r835      45
    c392      r947      1
    c393      Obj       3
    c393      r26       1
    c393      r70       1
    c393      r478      1
    c393      r747      -45
    c393      r841      45
    c393      r950      1
    c394      Obj       4
    c394      r26       1
    c394      r51       1
    c394      r479      1
    c394      r709      -45
    c394      r803      45
    c394      r931      1
    c395      Obj       5
    c395      r26       1
    c395      r52       1
    c395      r480      1
    c395      r711      -45
    c395      r805      45
    c395      r932      1
    c396      Obj       6
    c396      r26       1
    c396      r47       1
    c396      r481      1
    c396      r701      -45
    c396      r795      45
    c396      r927      1
    c397      Obj       2
    c397      r27       1
    c397      r81       1
    c397      r482      1
    c397      r769      -45
    c397      r863      45
    c397      r961      1
    c398      Obj       3
    c398      r27       1
    c398      r82       1
    c398      r483      1
    c398      r771      -45
    c398      r865      45
    c398      r962      1
    c399      Obj       3
    c399      r27       1
    c399      r83       1
    c399      r484      1
    c399      r773      -45
    c399      r867      45
    c399      r963      1
    c400      Obj       4
    c400      r27       1
    c400      r84       1
    c400      r485      1
    c400      r775      -45
    c400      r869      45
    c400      r964      1
    c401      Obj       1
    c401      r27       1
    c401      r71       1
    c401      r486      1
    c401      r749      -45
    c401      r843      45
    c401      r951      1
    c402      Obj       2
    c402      r27       1
    c402      r68       1
    c402      r487      1
    c402      r743      -45
    c402      r837      45
    c402      r948      1
    c403      Obj       2
    c403      r27       1
    c403      r72       1
    c403      r488      1
    c403      r751      -45
    c403      r845      45
    c403      r952      1
    c404      Obj       3
    c404      r27       1
    c404      r69       1
    c404      r489      1
    c404      r745      -45
    c404      r839      45
    c404      r949      1
    c405      Obj       2
    c405      r27       1
    c405      r64       1
    c405      r490      1
    c405      r735      -45
    c405      r829      45
    c405      r944      1
    c406      Obj       3
    c406      r27       1
    c406      r65       1
    c406      r491      1
    c406      r737      -45
    c406      r831      45
    c406      r945      1
    c407      Obj       4
    c407      r27       1
    c407      r67       1
    c407      r492      1
    c407      r741      -45
    c407      r835      45
    c407      r947      1
    c408      Obj       2
    c408      r27       1
    c408      r57       1
    c408      r493      1
    c408      r721      -45
    c408      r815      45
    c408      r937      1
    c409      Obj       3
    c409      r27       1
    c409      r58       1
    c409      r494      1
    c409      r723      -45
    c409      r817      45
    c409      r938      1
    c410      Obj       3
    c410      r27       1
    c410      r59       1
    c410      r495      1
    c410      r725      -45
    c410      r819      45
    c410      r939      1
    c411      Obj       4
    c411      r27       1
    c411      r60       1
    c411      r496      1
    c411      r727      -45
    c411      r821      45
    c411      r940      1
    c412      Obj       3
    c412      r27       1
    c412      r61       1
    c412      r497      1
    c412      r729      -45
    c412      r823      45
    c412      r941      1
    c413      Obj       4
    c413      r27       1
    c413      r51       1
    c413      r498      1
    c413      r709      -45
    c413      r803      45
    c413      r931      1
    c414      Obj       5
    c414      r27       1
    c414      r52       1
    c414      r499      1
    c414      r711      -45
    c414      r805      45
    c414      r932      1
    c415      Obj       4
    c415      r27       1
    c415      r44       1
    c415      r500      1
    c415      r695      -45
    c415      r789      45
    c415      r924      1
    c416      Obj       2
    c416      r28       1
    c416      r81       1
    c416      r501      1
    c416      r770      -45
    c416      r864      45
    c417      Obj       3
    c417      r28       1
    c417      r82       1
    c417      r502      1
    c417      r772      -45
    c417      r866      45
    c417      r988      -1
    c418      Obj       3
    c418      r28       1
    c418      r83       1
    c418      r503      1
    c418      r774      -45
    c418      r868      45
    c419      Obj       4
    c419      r28       1
    c419      r84       1
    c419      r504      1
    c419      r776      -45
    c419      r870      45
    c419      r989      -1
    c420      Obj       2
    c420      r28       1
    c420      r68       1
    c420      r505      1
    c420      r744      -45
    c420      r838      45
    c421      Obj       3
    c421      r28       1
    c421      r69       1
    c421      r506      1
    c421      r746      -45
    c421      r840      45
    c422      Obj       3
    c422      r28       1
    c422      r65       1
    c422      r507      1
    c422      r738      -45
    c422      r832      45
    c423      Obj       4
    c423      r28       1
    c423      r67       1
    c423      r508      1
    c423      r742      -45
    c423      r836      45
    c424      Obj       3
    c424      r28       1
    c424      r58       1
    c424      r509      1
    c424      r724      -45
    c424      r818      45
    c424      r977      -1
    c425      Obj       4
    c425      r28       1
    c425      r60       1
    c425      r510      1
    c425      r728      -45
    c425      r822      45
    c425      r979      -1
    c426      Obj       4
    c426      r28       1
    c426      r51       1
    c426      r511      1
    c426      r710      -45
    c426      r804      45
    c426      r975      -1
    c427      Obj       5
    c427      r28       1
    c427      r52       1
    c427      r512      1
    c427      r712      -45
    c427      r806      45
    c427      r976      -1
    c428      Obj       5
    c428      r28       1
    c428      r45       1
    c428      r513      1
    c428      r698      -45
    c428      r792      45
    c428      r972      -1
    c429      Obj       6
    c429      r28       1
    c429      r47       1
    c429      r514      1
    c429      r702      -45
    c429      r796      45
    c429      r974      -1
    c430      Obj       2
    c430      r29       1
    c430      r81       1
    c430      r515      1
    c430      r769      -45
    c430      r863      45
    c430      r961      1
    c431      Obj       3
    c431      r29       1
    c431      r82       1
    c431      r516      1
    c431      r771      -45
    c431      r865      45
    c431      r962      1
    c432      Obj       3
    c432      r29       1
    c432      r83       1
    c432      r517      1
    c432      r773      -45
    c432      r867      45
    c432      r963      1
    c433      Obj       4
    c433      r29       1
    c433      r84       1
    c433      r518      1
    c433      r775      -45
    c433      r869      45
    c433      r964      1
    c434      Obj       3
    c434      r29       1
    c434      r58       1
    c434      r519      1
    c434      r723      -45
    c434      r817      45
    c434      r938      1
    c435      Obj       4
    c435      r29       1
    c435      r60       1
    c435      r520      1
    c435      r727      -45
    c435      r821      45
    c435      r940      1
    c436      Obj       3
    c436      r29       1
    c436      r70       1
    c436      r521      1
    c436      r747      -45
    c436      r841      45
    c436      r950      1
    c437      Obj       4
    c437      r29       1
    c437      r51       1
    c437      r522      1
    c437      r709      -45
    c437      r803      45
    c437      r931      1
    c438      Obj       5
    c438      r29       1
    c438      r52       1
    c438      r523      1
    c438      r711      -45
    c438      r805      45
    c438      r932      1
    c439      Obj       5
    c439      r29       1
    c439      r45       1
    c439      r524      1
    c439      r697      -45
    c439      r791      45
    c439      r925      1
    c440      Obj       6
    c440      r29       1
    c440      r47       1
    c440      r525      1
    c440      r701      -45
    c440      r795      45
    c440      r927      1
    c441      Obj       1
    c441      r30       1
    c441      r78       1
    c441      r526      1
    c441      r763      -45
    c441      r857      45
    c441      r958      1
    c442      Obj       2
    c442      r30       1
    c442      r79       1
    c442      r527      1
    c442      r765      -45
    c442      r859      45
    c442      r959      1
    c442      r993      3
    c442      r994      7
    c443      Obj       2
    c443      r30       1
    c443      r62       1
    c443      r528      1
    c443      r731      -45
    c443      r825      45
    c443      r942      1
    c444      Obj       3
    c444      r30       1
    c444      r63       1
    c444      r529      1
    c444      r733      -45
    c444      r827      45
    c444      r943      1
    c445      Obj       2
    c445      r30       1
    c445      r74       1
    c445      r530      1
    c445      r755      -45
    c445      r849      45
    c445      r954      1
    c446      Obj       3
    c446      r30       1
    c446      r75       1
    c446      r531      1
    c446      r757      -45
    c446      r851      45
    c446      r955      1
    c447      Obj       3
    c447      r30       1
    c447      r59       1
    c447      r532      1
    c447      r725      -45
    c447      r819      45
    c447      r939      1
    c448      Obj       4
    c448      r30       1
    c448      r60       1
    c448      r533      1
    c448      r727      -45
    c448      r821      45
    c448      r940      1
    c449      Obj       4
    c449      r30       1
    c449      r76       1
    c449      r534      1
    c449      r759      -45
    c449      r853      45
    c449      r956      1
    c450      Obj       5
    c450      r30       1
    c450      r52       1
    c450      r535      1
    c450      r711      -45
    c450      r805      45
    c450      r932      1
    c451      Obj       2
    c451      r30       1
    c451      r38       1
    c451      r536      1
    c451      r683      -45
    c451      r777      45
    c451      r918      1
    c452      Obj       3
    c452      r30       1
    c452      r39       1
    c452      r537      1
    c452      r685      -45
    c452      r779      45
    c452      r919      1
    c453      Obj       3
    c453      r30       1
    c453      r40       1
    c453      r538      1
    c453      r687      -45
    c453      r781      45
    c453      r920      1
    c454      Obj       4
    c454      r30       1
    c454      r41       1
    c454      r539      1
    c454      r689      -45
    c454      r783      45
    c454      r921      1
    c455      Obj       3
    c455      r30       1
    c455      r42       1
    c455      r540      1
    c455      r691      -45
    c455      r785      45
    c455      r922      1
    c456      Obj       4
    c456      r30       1
    c456      r43       1
    c456      r541      1
    c456      r693      -45
    c456      r787      45
    c456      r923      1
    c457      Obj       4
    c457      r30       1
    c457      r44       1
    c457      r542      1
    c457      r695      -45
    c457      r789      45
    c457      r924      1
    c458      Obj       5
    c458      r30       1
    c458      r46       1
    c458      r543      1
    c458      r699      -45
    c458      r793      45
    c458      r926      1
    c459      Obj       2
    c459      r31       1
    c459      r68       1
    c459      r544      1
    c459      r743      -45
    c459      r837      45
    c459      r948      1
    c460      Obj       3
    c460      r31       1
    c460      r69       1
    c460      r545      1
    c460      r745      -45
    c460      r839      45
    c460      r949      1
    c461      Obj       3
    c461      r31       1
    c461      r65       1
    c461      r546      1
    c461      r737      -45
    c461      r831      45
    c461      r945      1
    c462      Obj       4
    c462      r31       1
    c462      r67       1
    c462      r547      1
    c462      r741      -45
    c462      r835      45
    c462      r947      1
    c463      Obj       3
    c463      r31       1
    c463      r58       1
    c463      r548      1
    c463      r723      -45
    c463      r817      45
    c463      r938      1
    c464      Obj       4
    c464      r31       1
    c464      r60       1
    c464      r549      1
    c464      r727      -45
    c464      r821      45
    c464      r940      1
    c465      Obj       3
    c465      r31       1
    c465      r70       1
    c465      r550      1
    c465      r747      -45
    c465      r841      45
    c465      r950      1
    c466      Obj       4
    c466      r31       1
    c466      r51       1
    c466      r551      1
    c466      r709      -45
    c466      r803      45
    c466      r931      1
    c467      Obj       5
    c467      r31       1
    c467      r52       1
    c467      r552      1
    c467      r711      -45
    c467      r805      45
    c467      r932      1
    c468      Obj       5
    c468      r31       1
    c468      r45       1
    c468      r553      1
    c468      r697      -45
    c468      r791      45
    c468      r925      1
    c469      Obj       6
    c469      r31       1
    c469      r47       1
    c469      r554      1
    c469      r701      -45
    c469      r795      45
    c469      r927      1
    c470      Obj       3
    c470      r32       1
    c470      r56       1
    c470      r555      1
    c470      r719      -45
    c470      r813      45
    c470      r936      1
    c471      Obj       3
    c471      r32       1
    c471      r49       1
    c471      r556      1
    c471      r705      -45
    c471      r799      45
    c471      r929      1
    c472      Obj       4
    c472      r32       1
    c472      r50       1
    c472      r557      1
    c472      r707      -45
    c472      r801      45
    c472      r930      1
    c473      Obj       3
    c473      r32       1
    c473      r58       1
    c473      r558      1
    c473      r723      -45
    c473      r817      45
    c473      r938      1
    c474      Obj       4
    c474      r32       1
    c474      r60       1
    c474      r559      1
    c474      r727      -45
    c474      r821      45
    c474      r940      1
    c475      Obj       4
    c475      r32       1
    c475      r51       1
    c475      r560      1
    c475      r709      -45
    c475      r803      45
    c475      r931      1
    c476      Obj       5
    c476      r32       1
    c476      r52       1
    c476      r561      1
    c476      r711      -45
    c476      r805      45
    c476      r932      1
    c477      Obj       5
    c477      r32       1
    c477      r45       1
    c477      r562      1
    c477      r697      -45
    c477      r791      45
    c477      r925      1
    c478      Obj       6
    c478      r32       1
    c478      r47       1
    c478      r563      1
    c478      r701      -45
    c478      r795      45
    c478      r927      1
    c479      Obj       3
    c479      r33       1
    c479      r63       1
    c479      r564      1
    c479      r733      -45
    c479      r827      45
    c479      r943      1
    c480      Obj       3
    c480      r33       1
    c480      r58       1
    c480      r565      1
    c480      r723      -45
    c480      r817      45
    c480      r938      1
    c481      Obj       4
    c481      r33       1
    c481      r60       1
    c481      r566      1
    c481      r727      -45
    c481      r821      45
    c481      r940      1
    c482      Obj       4
    c482      r33       1
    c482      r51       1
    c482      r567      1
    c482      r709      -45
    c482      r803      45
    c482      r931      1
    c483      Obj       5
    c483      r33       1
    c483      r52       1
    c483      r568      1
    c483      r711      -45
    c483      r805      45
    c483      r932      1
    c484      Obj       4
    c484      r33       1
    c484      r41       1
    c484      r569      1
    c484      r689      -45
    c484      r783      45
    c484      r921      1
    c485      Obj       5
    c485      r33       1
    c485      r45       1
    c485      r570      1
    c485      r697      -45
    c485      r791      45
    c485      r925      1
    c486      Obj       6
    c486      r33       1
    c486      r47       1
    c486      r571      1
    c486      r701      -45
    c486      r795      45
    c486      r927      1
    c487      Obj       1
    c487      r34       1
    c487      r78       1
    c487      r572      1
    c487      r764      -45
    c487      r858      45
    c487      r986      -1
    c488      Obj       2
    c488      r34       1
    c488      r79       1
    c488      r573      1
    c488      r766      -45
    c488      r860      45
    c488      r987      -1
    c488      r995      -7
    c488      r996      -3
    c489      Obj       2
    c489      r34       1
    c489      r62       1
    c489      r574      1
    c489      r732      -45
    c489      r826      45
    c489      r980      -1
    c490      Obj       3
    c490      r34       1
    c490      r63       1
    c490      r575      1
    c490      r734      -45
    c490      r828      45
    c490      r981      -1
    c491      Obj       2
    c491      r34       1
    c491      r74       1
    c491      r576      1
    c491      r756      -45
    c491      r850      45
    c491      r983      -1
    c492      Obj       3
    c492      r34       1
    c492      r75       1
    c492      r577      1
    c492      r758      -45
    c492      r852      45
    c492      r984      -1
    c493      Obj       3
    c493      r34       1
    c493      r59       1
    c493      r578      1
    c493      r726      -45
    c493      r820      45
    c493      r978      -1
    c494      Obj       4
    c494      r34       1
    c494      r60       1
    c494      r579      1
    c494      r728      -45
    c494      r822      45
    c494      r979      -1
    c495      Obj       4
    c495      r34       1
    c495      r76       1
    c495      r580      1
    c495      r760      -45
    c495      r854      45
    c495      r985      -1
    c496      Obj       5
    c496      r34       1
    c496      r52       1
    c496      r581      1
    c496      r712      -45
    c496      r806      45
    c496      r976      -1
    c497      Obj       2
    c497      r34       1
    c497      r38       1
    c497      r582      1
    c497      r684      -45
    c497      r778      45
    c497      r965      -1
    c498      Obj       3
    c498      r34       1
    c498      r39       1
    c498      r583      1
    c498      r686      -45
    c498      r780      45
    c498      r966      -1
    c499      Obj       3
    c499      r34       1
    c499      r40       1
    c499      r584      1
    c499      r688      -45
    c499      r782      45
    c499      r967      -1
    c500      Obj       4
    c500      r34       1
    c500      r41       1
    c500      r585      1
    c500      r690      -45
    c500      r784      45
    c500      r968      -1
    c501      Obj       3
    c501      r34       1
    c501      r42       1
    c501      r586      1
    c501      r692      -45
    c501      r786      45
    c501      r969      -1
    c502      Obj       4
    c502      r34       1
    c502      r43       1
    c502      r587      1
    c502      r694      -45
    c502      r788      45
    c502      r970      -1
    c503      Obj       4
    c503      r34       1
    c503      r44       1
    c503      r588      1
    c503      r696      -45
    c503      r790      45
    c503      r971      -1
    c504      Obj       5
    c504      r34       1
    c504      r45       1
    c504      r589      1
    c504      r698      -45
    c504      r792      45
    c504      r972      -1
    c505      Obj       5
    c505      r34       1
    c505      r46       1
    c505      r590      1
    c505      r700      -45
    c505      r794      45
    c505      r973      -1
    c506      Obj       6
    c506      r34       1
    c506      r47       1
    c506      r591      1
    c506      r702      -45
    c506      r796      45
    c506      r974      -1
    c507      Obj       3
    c507      r35       1
    c507      r58       1
    c507      r592      1
    c507      r723      -45
    c507      r817      45
    c507      r938      1
    c508      Obj       4
    c508      r35       1
    c508      r60       1
    c508      r593      1
    c508      r727      -45
    c508      r821      45
    c508      r940      1
    c509      Obj       4
    c509      r35       1
    c509      r51       1
    c509      r594      1
    c509      r709      -45
    c509      r803      45
    c509      r931      1
    c510      Obj       5
    c510      r35       1
    c510      r52       1
    c510      r595      1
    c510      r711      -45
    c510      r805      45
    c510      r932      1
    c511      Obj       5
    c511      r35       1
    c511      r45       1
    c511      r596      1
    c511      r697      -45
    c511      r791      45
    c511      r925      1
    c512      Obj       6
    c512      r35       1
    c512      r47       1
    c512      r597      1
    c512      r701      -45
    c512      r795      45
    c512      r927      1
    c513      Obj       1
    c513      r36       1
    c513      r78       1
    c513      r598      1
    c513      r763      -45
    c513      r857      45
    c513      r958      1
    c514      Obj       2
    c514      r36       1
    c514      r79       1
    c514      r599      1
    c514      r765      -45
    c514      r859      45
    c514      r959      1
    c514      r993      3
    c514      r994      7
    c515      Obj       2
    c515      r36       1
    c515      r62       1
    c515      r600      1
    c515      r731      -45
    c515      r825      45
    c515      r942      1
    c516      Obj       3
    c516      r36       1
    c516      r63       1
    c516      r601      1
    c516      r733      -45
    c516      r827      45
    c516      r943      1
    c517      Obj       2
    c517      r36       1
    c517      r74       1
    c517      r602      1
    c517      r755      -45
    c517      r849      45
    c517      r954      1
    c518      Obj       3
    c518      r36       1
    c518      r75       1
    c518      r603      1
    c518      r757      -45
    c518      r851      45
    c518      r955      1
    c519      Obj       3
    c519      r36       1
    c519      r59       1
    c519      r604      1
    c519      r725      -45
    c519      r819      45
    c519      r939      1
    c520      Obj       4
    c520      r36       1
    c520      r60       1
    c520      r605      1
    c520      r727      -45
    c520      r821      45
    c520      r940      1
    c521      Obj       4
    c521      r36       1
    c521      r76       1
    c521      r606      1
    c521      r759      -45
    c521      r853      45
    c521      r956      1
    c522      Obj       5
    c522      r36       1
    c522      r52       1
    c522      r607      1
    c522      r711      -45
    c522      r805      45
    c522      r932      1
    c523      Obj       2
    c523      r36       1
    c523      r38       1
    c523      r608      1
    c523      r683      -45
    c523      r777      45
    c523      r918      1
    c524      Obj       3
    c524      r36       1
    c524      r39       1
    c524      r609      1
    c524      r685      -45
    c524      r779      45
    c524      r919      1
    c525      Obj       3
    c525      r36       1
    c525      r40       1
    c525      r610      1
    c525      r687      -45
    c525      r781      45
    c525      r920      1
    c526      Obj       4
    c526      r36       1
    c526      r41       1
    c526      r611      1
    c526      r689      -45
    c526      r783      45
    c526      r921      1
    c527      Obj       3
    c527      r36       1
    c527      r42       1
    c527      r612      1
    c527      r691      -45
    c527      r785      45
    c527      r922      1
    c528      Obj       4
    c528      r36       1
    c528      r43       1
    c528      r613      1
    c528      r693      -45
    c528      r787      45
    c528      r923      1
    c529      Obj       4
    c529      r36       1
    c529      r44       1
    c529      r614      1
    c529      r695      -45
    c529      r789      45
    c529      r924      1
    c530      Obj       5
    c530      r36       1
    c530      r46       1
    c530      r615      1
    c530      r699      -45
    c530      r793      45
    c530      r926      1
    c531      Obj       1
    c531      r37       1
    c531      r78       1
    c531      r616      1
    c531      r764      -45
    c531      r858      45
    c531      r986      -1
    c532      Obj       2
    c532      r37       1
    c532      r79       1
    c532      r617      1
    c532      r766      -45
    c532      r860      45
    c532      r987      -1
    c532      r995      -7
    c532      r996      -3
    c533      Obj       2
    c533      r37       1
    c533      r62       1
    c533      r618      1
    c533      r732      -45
    c533      r826      45
    c533      r980      -1
    c534      Obj       3
    c534      r37       1
    c534      r63       1
    c534      r619      1
    c534      r734      -45
    c534      r828      45
    c534      r981      -1
    c535      Obj       2
    c535      r37       1
    c535      r74       1
    c535      r620      1
    c535      r756      -45
    c535      r850      45
    c535      r983      -1
    c536      Obj       3
    c536      r37       1
    c536      r75       1
    c536      r621      1
    c536      r758      -45
    c536      r852      45
    c536      r984      -1
    c537      Obj       3
    c537      r37       1
    c537      r59       1
    c537      r622      1
    c537      r726      -45
    c537      r820      45
    c537      r978      -1
    c538      Obj       4
    c538      r37       1
    c538      r60       1
    c538      r623      1
    c538      r728      -45
    c538      r822      45
    c538      r979      -1
    c539      Obj       4
    c539      r37       1
    c539      r76       1
    c539      r624      1
    c539      r760      -45
    c539      r854      45
    c539      r985      -1
    c540      Obj       5
    c540      r37       1
    c540      r52       1
    c540      r625      1
    c540      r712      -45
    c540      r806      45
    c540      r976      -1
    c541      Obj       2
    c541      r37       1
    c541      r38       1
    c541      r626      1
    c541      r684      -45
    c541      r778      45
    c541      r965      -1
    c542      Obj       3
    c542      r37       1
    c542      r39       1
    c542      r627      1
    c542      r686      -45
    c542      r780      45
    c542      r966      -1
    c543      Obj       3
    c543      r37       1
    c543      r40       1
    c543      r628      1
    c543      r688      -45
    c543      r782      45
    c543      r967      -1
    c544      Obj       4
    c544      r37       1
    c544      r41       1
    c544      r629      1
    c544      r690      -45
    c544      r784      45
    c544      r968      -1
    c545      Obj       3
    c545      r37       1
    c545      r42       1
    c545      r630      1
    c545      r692      -45
    c545      r786      45
    c545      r969      -1
    c546      Obj       4
    c546      r37       1
    c546      r43       1
    c546      r631      1
    c546      r694      -45
    c546      r788      45
    c546      r970      -1
    c547      Obj       4
    c547      r37       1
    c547      r44       1
    c547      r632      1
    c547      r696      -45
    c547      r790      45
    c547      r971      -1
    c548      Obj       5
    c548      r37       1
    c548      r45       1
    c548      r633      1
    c548      r698      -45
    c548      r792      45
    c548      r972      -1
    c549      Obj       5
    c549      r37       1
    c549      r46       1
    c549      r634      1
    c549      r700      -45
    c549      r794      45
    c549      r973      -1
    c550      Obj       6
    c550      r37       1
    c550      r47       1
    c550      r635      1
    c550      r702      -45
    c550      r796      45
    c550      r974      -1
    c551      r85       -1
    c551      r228      -3
    c551      r248      -2
    c551      r282      -1
    c551      r365      -1
    c551      r450      -1
    c551      r536      -1
    c551      r582      -1
    c551      r608      -1
    c551      r626      -1
    c551      r636      -5
    c551      r918      -3
    c551      r965      -3
    c551      r990      1
    c552      r86       -1
    c552      r229      -3
    c552      r249      -2
    c552      r283      -1
    c552      r296      -1
    c552      r366      -1
    c552      r451      -1
    c552      r468      -2
    c552      r537      -1
    c552      r583      -1
    c552      r609      -1
    c552      r627      -1
    c552      r637      -5
    c552      r919      -3
    c552      r966      -3
    c552      r990      1
    c553      r87       -1
    c553      r141      -1
    c553      r230      -3
    c553      r284      -1
    c553      r367      -1
    c553      r452      -1
    c553      r538      -1
    c553      r584      -1
    c553      r610      -1
    c553      r628      -1
    c553      r638      -5
    c553      r920      -3
    c553      r967      -3
    c554      r88       -1
    c554      r142      -1
    c554      r231      -3
    c554      r250      -2
    c554      r285      -1
    c554      r297      -1
    c554      r368      -1
    c554      r435      -1
    c554      r453      -1
    c554      r469      -2
    c554      r539      -1
    c554      r569      -1
    c554      r585      -1
    c554      r611      -1
    c554      r629      -1
    c554      r639      -5
    c554      r921      -3
    c554      r968      -3
    c555      r89       -1
    c555      r210      -1
    c555      r232      -3
    c555      r251      -2
    c555      r266      -1
    c555      r286      -1
    c555      r313      -1
    c555      r331      -1
    c555      r369      -1
    c555      r384      -2
    c555      r454      -1
    c555      r540      -1
    c555      r586      -1
    c555      r612      -1
    c555      r630      -1
    c555      r640      -5
    c555      r922      -3
    c555      r969      -3
    c555      r990      1
    c556      r90       -1
    c556      r211      -1
    c556      r233      -3
    c556      r252      -2
    c556      r267      -1
    c556      r287      -1
    c556      r298      -1
    c556      r314      -1
    c556      r332      -1
    c556      r370      -1
    c556      r385      -2
    c556      r455      -1
    c556      r470      -2
    c556      r541      -1
    c556      r587      -1
    c556      r613      -1
    c556      r631      -1
    c556      r641      -5
    c556      r923      -3
    c556      r970      -3
    c556      r990      1
    c557      r91       -1
    c557      r115      -1
    c557      r143      -1
    c557      r186      -2
    c557      r198      -1
    c557      r212      -1
    c557      r234      -3
    c557      r268      -1
    c557      r288      -1
    c557      r315      -1
    c557      r333      -1
    c557      r352      -1
    c557      r371      -1
    c557      r386      -2
    c557      r405      -1
    c557      r422      -1
    c557      r456      -1
    c557      r500      -2
    c557      r542      -1
    c557      r588      -1
    c557      r614      -1
    c557      r632      -1
    c557      r642      -5
    c557      r924      -3
    c557      r971      -3
    c558      r92       -1
    c558      r116      -1
    c558      r126      -1
    c558      r144      -1
    c558      r167      -1
    c558      r199      -1
    c558      r213      -1
    c558      r269      -1
    c558      r299      -1
    c558      r316      -1
    c558      r334      -1
    c558      r353      -1
    c558      r387      -2
    c558      r406      -1
    c558      r423      -1
    c558      r436      -1
    c558      r457      -1
    c558      r471      -2
    c558      r513      -1
    c558      r524      -1
    c558      r553      -1
    c558      r562      -1
    c558      r570      -1
    c558      r589      -1
    c558      r596      -1
    c558      r633      -1
    c558      r643      -5
    c558      r925      -3
    c558      r972      -3
    c559      r93       -1
    c559      r214      -1
    c559      r235      -3
    c559      r253      -2
    c559      r270      -1
    c559      r289      -1
    c559      r300      -1
    c559      r317      -1
    c559      r323      -1
    c559      r335      -1
    c559      r372      -1
    c559      r388      -2
    c559      r458      -1
    c559      r472      -2
    c559      r543      -1
    c559      r590      -1
    c559      r615      -1
    c559      r634      -1
    c559      r644      -5
    c559      r926      -3
    c559      r973      -3
    c559      r990      1
    c560      r94       -1
    c560      r100      -1
    c560      r127      -1
    c560      r145      -1
    c560      r155      -1
    c560      r168      -1
    c560      r200      -1
    c560      r215      -1
    c560      r271      -1
    c560      r301      -1
    c560      r318      -1
    c560      r324      -1
    c560      r336      -1
    c560      r354      -1
    c560      r389      -2
    c560      r407      -1
    c560      r424      -1
    c560      r437      -1
    c560      r459      -1
    c560      r473      -2
    c560      r481      -1
    c560      r514      -1
    c560      r525      -1
    c560      r554      -1
    c560      r563      -1
    c560      r571      -1
    c560      r591      -1
    c560      r597      -1
    c560      r635      -1
    c560      r645      -5
    c560      r927      -3
    c560      r974      -3
    c561      r95       -1
    c561      r104      -1
    c561      r118      -1
    c561      r131      -1
    c561      r147      -1
    c561      r157      -1
    c561      r172      -2
    c561      r190      -1
    c561      r646      -5
    c561      r928      -3
    c561      r991      1
    c562      r96       -1
    c562      r106      -1
    c562      r120      -1
    c562      r413      -1
    c562      r556      -1
    c562      r647      -5
    c562      r929      -3
    c563      r97       -1
    c563      r107      -1
    c563      r121      -1
    c563      r203      -1
    c563      r414      -1
    c563      r557      -1
    c563      r648      -5
    c563      r930      -3
    c564      r98       -1
    c564      r113      -1
    c564      r124      -1
    c564      r139      -1
    c564      r153      -1
    c564      r165      -1
    c564      r184      -2
    c564      r196      -1
    c564      r350      -1
    c564      r403      -1
    c564      r420      -1
    c564      r433      -1
    c564      r479      -1
    c564      r498      -2
    c564      r511      -1
    c564      r522      -1
    c564      r551      -1
    c564      r560      -1
    c564      r567      -1
    c564      r594      -1
    c564      r649      -5
    c564      r931      -3
    c564      r975      -3
    c565      r99       -1
    c565      r114      -1
    c565      r125      -1
    c565      r140      -1
    c565      r154      -1
    c565      r166      -1
    c565      r185      -2
    c565      r197      -1
    c565      r209      -1
    c565      r227      -3
    c565      r247      -2
    c565      r265      -1
    c565      r281      -1
    c565      r295      -1
    c565      r312      -1
    c565      r322      -1
    c565      r330      -1
    c565      r351      -1
    c565      r364      -1
    c565      r383      -2
    c565      r404      -1
    c565      r421      -1
    c565      r434      -1
    c565      r449      -1
    c565      r467      -2
    c565      r480      -1
    c565      r499      -2
    c565      r512      -1
    c565      r523      -1
    c565      r535      -1
    c565      r552      -1
    c565      r561      -1
    c565      r568      -1
    c565      r581      -1
    c565      r595      -1
    c565      r607      -1
    c565      r625      -1
    c565      r650      -5
    c565      r932      -3
    c565      r976      -3
    c566      r101      -1
    c566      r128      -1
    c566      r169      -2
    c566      r187      -1
    c566      r651      -5
    c566      r933      -3
    c566      r991      1
    c566      r992      1
    c567      r102      -1
    c567      r117      -1
    c567      r129      -1
    c567      r156      -1
    c567      r170      -2
    c567      r188      -1
    c567      r652      -5
    c567      r934      -3
    c567      r991      1
    c567      r992      1
    c568      r103      -1
    c568      r130      -1
    c568      r146      -1
    c568      r171      -2
    c568      r189      -1
    c568      r653      -5
    c568      r935      -3
    c568      r991      1
    c569      r105      -1
    c569      r119      -1
    c569      r202      -1
    c569      r412      -1
    c569      r555      -1
    c569      r654      -5
    c569      r936      -3
    c570      r108      -1
    c570      r134      -1
    c570      r179      -2
    c570      r191      -1
    c570      r345      -1
    c570      r398      -1
    c570      r415      -1
    c570      r493      -2
    c570      r655      -5
    c570      r937      -3
    c570      r992      1
    c571      r109      -1
    c571      r122      -1
    c571      r135      -1
    c571      r162      -1
    c571      r180      -2
    c571      r192      -1
    c571      r346      -1
    c571      r399      -1
    c571      r416      -1
    c571      r430      -1
    c571      r494      -2
    c571      r509      -1
    c571      r519      -1
    c571      r548      -1
    c571      r558      -1
    c571      r565      -1
    c571      r592      -1
    c571      r656      -5
    c571      r938      -3
    c571      r977      -3
    c571      r992      1
    c572      r110      -1
    c572      r136      -1
    c572      r181      -2
    c572      r193      -1
    c572      r206      -1
    c572      r224      -3
    c572      r244      -2
    c572      r262      -1
    c572      r278      -1
    c572      r309      -1
    c572      r327      -1
    c572      r347      -1
    c572      r361      -1
    c572      r380      -2
    c572      r400      -1
    c572      r417      -1
    c572      r446      -1
    c572      r495      -2
    c572      r532      -1
    c572      r578      -1
    c572      r604      -1
    c572      r622      -1
    c572      r657      -5
    c572      r939      -3
    c572      r978      -3
    c573      r111      -1
    c573      r123      -1
    c573      r137      -1
    c573      r163      -1
    c573      r182      -2
    c573      r194      -1
    c573      r207      -1
    c573      r225      -3
    c573      r245      -2
    c573      r263      -1
    c573      r279      -1
    c573      r293      -1
    c573      r310      -1
    c573      r328      -1
    c573      r348      -1
    c573      r362      -1
    c573      r381      -2
    c573      r401      -1
    c573      r418      -1
    c573      r431      -1
    c573      r447      -1
    c573      r465      -2
    c573      r496      -2
    c573      r510      -1
    c573      r520      -1
    c573      r533      -1
    c573      r549      -1
    c573      r559      -1
    c573      r566      -1
    c573      r579      -1
    c573      r593      -1
    c573      r605      -1
    c573      r623      -1
    c573      r658      -5
    c573      r940      -3
    c573      r979      -3
    c574      r112      -1
    c574      r138      -1
    c574      r152      -1
    c574      r183      -2
    c574      r195      -1
    c574      r349      -1
    c574      r402      -1
    c574      r419      -1
    c574      r497      -2
    c574      r659      -5
    c574      r941      -3
    c575      r132      -1
    c575      r220      -3
    c575      r240      -2
    c575      r274      -1
    c575      r357      -1
    c575      r442      -1
    c575      r528      -1
    c575      r574      -1
    c575      r600      -1
    c575      r618      -1
    c575      r660      -5
    c575      r942      -3
    c575      r980      -3
    c576      r133      -1
    c576      r221      -3
    c576      r241      -2
    c576      r275      -1
    c576      r291      -1
    c576      r358      -1
    c576      r429      -1
    c576      r443      -1
    c576      r463      -2
    c576      r529      -1
    c576      r564      -1
    c576      r575      -1
    c576      r601      -1
    c576      r619      -1
    c576      r661      -5
    c576      r943      -3
    c576      r981      -3
    c577      r148      -1
    c577      r176      -2
    c577      r341      -1
    c577      r394      -1
    c577      r490      -2
    c577      r662      -5
    c577      r944      -3
    c578      r149      -1
    c578      r160      -1
    c578      r177      -2
    c578      r342      -1
    c578      r395      -1
    c578      r476      -1
    c578      r491      -2
    c578      r507      -1
    c578      r546      -1
    c578      r663      -5
    c578      r945      -3
    c579      r150      -1
    c579      r258      -1
    c579      r305      -1
    c579      r343      -1
    c579      r376      -2
    c579      r396      -1
    c579      r664      -5
    c579      r946      -3
    c580      r151      -1
    c580      r161      -1
    c580      r178      -2
    c580      r259      -1
    c580      r306      -1
    c580      r320      -1
    c580      r344      -1
    c580      r377      -2
    c580      r397      -1
    c580      r477      -1
    c580      r492      -2
    c580      r508      -1
    c580      r547      -1
    c580      r665      -5
    c580      r947      -3
    c581      r158      -1
    c581      r174      -2
    c581      r338      -1
    c581      r391      -1
    c581      r487      -2
    c581      r505      -1
    c581      r544      -1
    c581      r666      -5
    c581      r948      -3
    c581      r992      1
    c582      r159      -1
    c582      r256      -1
    c582      r303      -1
    c582      r340      -1
    c582      r374      -2
    c582      r393      -1
    c582      r489      -2
    c582      r506      -1
    c582      r545      -1
    c582      r667      -5
    c582      r949      -3
    c583      r164      -1
    c583      r432      -1
    c583      r478      -1
    c583      r521      -1
    c583      r550      -1
    c583      r668      -5
    c583      r950      -3
    c584      r173      -2
    c584      r337      -1
    c584      r390      -1
    c584      r486      -2
    c584      r669      -5
    c584      r951      -3
    c584      r992      1
    c585      r175      -2
    c585      r255      -1
    c585      r302      -1
    c585      r339      -1
    c585      r373      -2
    c585      r392      -1
    c585      r488      -2
    c585      r670      -5
    c585      r952      -3
    c586      r201      -1
    c586      r217      -3
    c586      r237      -2
    c586      r254      -1
    c586      r671      -5
    c586      r953      -3
    c586      r982      -3
    c586      r990      1
    c587      r204      -1
    c587      r222      -3
    c587      r242      -2
    c587      r260      -1
    c587      r276      -1
    c587      r307      -1
    c587      r325      -1
    c587      r359      -1
    c587      r378      -2
    c587      r444      -1
    c587      r530      -1
    c587      r576      -1
    c587      r602      -1
    c587      r620      -1
    c587      r672      -5
    c587      r954      -3
    c587      r983      -3
    c587      r990      1
    c588      r205      -1
    c588      r223      -3
    c588      r243      -2
    c588      r261      -1
    c588      r277      -1
    c588      r292      -1
    c588      r308      -1
    c588      r326      -1
    c588      r360      -1
    c588      r379      -2
    c588      r445      -1
    c588      r464      -2
    c588      r531      -1
    c588      r577      -1
    c588      r603      -1
    c588      r621      -1
    c588      r673      -5
    c588      r955      -3
    c588      r984      -3
    c588      r990      1
    c589      r208      -1
    c589      r226      -3
    c589      r246      -2
    c589      r264      -1
    c589      r280      -1
    c589      r294      -1
    c589      r311      -1
    c589      r321      -1
    c589      r329      -1
    c589      r363      -1
    c589      r382      -2
    c589      r448      -1
    c589      r466      -2
    c589      r534      -1
    c589      r580      -1
    c589      r606      -1
    c589      r624      -1
    c589      r674      -5
    c589      r956      -3
    c589      r985      -3
    c589      r990      1
    c590      r216      -3
    c590      r236      -2
    c590      r675      -5
    c590      r957      -3
    c590      r990      1
    c591      r218      -3
    c591      r238      -2
    c591      r272      -1
    c591      r355      -1
    c591      r440      -1
    c591      r526      -1
    c591      r572      -1
    c591      r598      -1
    c591      r616      -1
    c591      r676      -5
    c591      r958      -3
    c591      r986      -3
    c591      r990      1
    c592      r219      -3
    c592      r239      -2
    c592      r273      -1
    c592      r290      -1
    c592      r356      -1
    c592      r441      -1
    c592      r462      -2
    c592      r527      -1
    c592      r573      -1
    c592      r599      -1
    c592      r617      -1
    c592      r677      -5
    c592      r959      -3
    c592      r987      -3
    c592      r990      1
    c592      r993      -3
    c592      r994      -1
    c592      r995      -1
    c592      r996      -3
    c593      r257      -1
    c593      r304      -1
    c593      r319      -1
    c593      r375      -2
    c593      r678      -5
    c593      r960      -3
    c593      r990      1
    c594      r408      -1
    c594      r425      -1
    c594      r482      -2
    c594      r501      -1
    c594      r515      -1
    c594      r679      -5
    c594      r961      -3
    c594      r992      1
    c595      r409      -1
    c595      r426      -1
    c595      r438      -1
    c595      r460      -2
    c595      r483      -2
    c595      r502      -1
    c595      r516      -1
    c595      r680      -5
    c595      r962      -3
    c595      r988      -3
    c596      r410      -1
    c596      r427      -1
    c596      r474      -1
    c596      r484      -2
    c596      r503      -1
    c596      r517      -1
    c596      r681      -5
    c596      r963      -3
    c597      r411      -1
    c597      r428      -1
    c597      r439      -1
    c597      r461      -2
    c597      r475      -1
    c597      r485      -2
    c597      r504      -1
    c597      r518      -1
    c597      r682      -5
    c597      r964      -3
    c597      r989      -3
    MARK0001  'MARKER'                 'INTEND'
    c598      r38       -1
    c598      r636      1
    c598      r683      33
    c598      r684      12
    c598      r777      -33
    c598      r778      -12
    c598      r871      -270
    c598      r965      1
    c599      r39       -1
    c599      r637      1
    c599      r685      33
    c599      r686      12
    c599      r779      -33
    c599      r780      -12
    c599      r872      -270
    c599      r966      1
    c600      r40       -1
    c600      r638      1
    c600      r687      33
    c600      r688      12
    c600      r781      -33
    c600      r782      -12
    c600      r873      -270
    c600      r967      1
    c601      r41       -1
    c601      r639      1
    c601      r689      33
    c601      r690      12
    c601      r783      -33
    c601      r784      -12
    c601      r874      -270
    c601      r968      1
    c602      r42       -1
    c602      r640      1
    c602      r691      33
    c602      r692      12
    c602      r785      -33
    c602      r786      -12
    c602      r875      -270
    c602      r969      1
    c603      r43       -1
    c603      r641      1
    c603      r693      33
    c603      r694      12
    c603      r787      -33
    c603      r788      -12
    c603      r876      -270
    c603      r970      1
    c604      r44       -1
    c604      r642      1
    c604      r695      33
    c604      r696      12
    c604      r789      -33
    c604      r790      -12
    c604      r877      -270
    c604      r971      1
    c605      r45       -1
    c605      r643      1
    c605      r697      33
    c605      r698      12
    c605      r791      -33
    c605      r792      -12
    c605      r878      -270
    c605      r972      1
    c606      r46       -1
    c606      r644      1
    c606      r699      33
    c606      r700      12
    c606      r793      -33
    c606      r794      -12
    c606      r879      -270
    c606      r973      1
    c607      r47       -1
    c607      r645      1
    c607      r701      33
    c607      r702      12
    c607      r795      -33
    c607      r796      -12
    c607      r880      -270
    c607      r974      1
    c608      r48       -1
    c608      r646      1
    c608      r703      33
    c608      r704      12
    c608      r797      -33
    c608      r798      -12
    c608      r881      -270
    c609      r49       -1
    c609      r647      1
    c609      r705      33
    c609      r706      12
    c609      r799      -33
    c609      r800      -12
    c609      r882      -270
    c610      r50       -1
    c610      r648      1
    c610      r707      33
    c610      r708      12
    c610      r801      -33
    c610      r802      -12
    c610      r883      -270
    c611      r51       -1
    c611      r649      1
    c611      r709      33
    c611      r710      12
    c611      r803      -33
    c611      r804      -12
    c611      r884      -270
    c611      r975      1
    c612      r52       -1
    c612      r650      1
    c612      r711      33
    c612      r712      12
    c612      r805      -33
    c612      r806      -12
    c612      r885      -270
    c612      r976      1
    c613      r53       -1
    c613      r651      1
    c613      r713      33
    c613      r714      12
    c613      r807      -33
    c613      r808      -12
    c613      r886      -270
    c614      r54       -1
    c614      r652      1
    c614      r715      33
    c614      r716      12
    c614      r809      -33
    c614      r810      -12
    c614      r887      -270
    c615      r55       -1
    c615      r653      1
    c615      r717      33
    c615      r718      12
    c615      r811      -33
    c615      r812      -12
    c615      r888      -270
    c616      r56       -1
    c616      r654      1
    c616      r719      33
    c616      r720      12
    c616      r813      -33
    c616      r814      -12
    c616      r889      -270
    c617      r57       -1
    c617      r655      1
    c617      r721      33
    c617      r722      12
    c617      r815      -33
    c617      r816      -12
    c617      r890      -270
    c618      r58       -1
    c618      r656      1
    c618      r723      33
    c618      r724      12
    c618      r817      -33
    c618      r818      -12
    c618      r891      -270
    c618      r977      1
    c619      r59       -1
    c619      r657      1
    c619      r725      33
    c619      r726      12
    c619      r819      -33
    c619      r820      -12
    c619      r892      -270
    c619      r978      1
    c620      r60       -1
    c620      r658      1
    c620      r727      33
    c620      r728      12
    c620      r821      -33
    c620      r822      -12
    c620      r893      -270
    c620      r979      1
    c621      r61       -1
    c621      r659      1
    c621      r729      33
    c621      r730      12
    c621      r823      -33
    c621      r824      -12
    c621      r894      -270
    c622      r62       -1
    c622      r660      1
    c622      r731      33
    c622      r732      12
    c622      r825      -33
    c622      r826      -12
    c622      r895      -270
    c622      r980      1
    c623      r63       -1
    c623      r661      1
    c623      r733      33
    c623      r734      12
    c623      r827      -33
    c623      r828      -12
    c623      r896      -270
    c623      r981      1
    c624      r64       -1
    c624      r662      1
    c624      r735      33
    c624      r736      12
    c624      r829      -33
    c624      r830      -12
    c624      r897      -270
    c625      r65       -1
    c625      r663      1
    c625      r737      33
    c625      r738      12
    c625      r831      -33
    c625      r832      -12
    c625      r898      -270
    c626      r66       -1
    c626      r664      1
    c626      r739      33
    c626      r740      12
    c626      r833      -33
    c626      r834      -12
    c626      r899      -270
    c627      r67       -1
    c627      r665      1
    c627      r741      33
    c627      r742      12
    c627      r835      -33
    c627      r836      -12
    c627      r900      -270
    c628      r68       -1
    c628      r666      1
    c628      r743      33
    c628      r744      12
    c628      r837      -33
    c628      r838      -12
    c628      r901      -270
    c629      r69       -1
    c629      r667      1
    c629      r745      33
    c629      r746      12
    c629      r839      -33
    c629      r840      -12
    c629      r902      -270
    c630      r70       -1
    c630      r668      1
    c630      r747      33
    c630      r748      12
    c630      r841      -33
    c630      r842      -12
    c630      r903      -270
    c631      r71       -1
    c631      r669      1
    c631      r749      33
    c631      r750      12
    c631      r843      -33
    c631      r844      -12
    c631      r904      -270
    c632      r72       -1
    c632      r670      1
    c632      r751      33
    c632      r752      12
    c632      r845      -33
    c632      r846      -12
    c632      r905      -270
    c633      r73       -1
    c633      r671      1
    c633      r753      33
    c633      r754      12
    c633      r847      -33
    c633      r848      -12
    c633      r906      -270
    c633      r982      1
    c634      r74       -1
    c634      r672      1
    c634      r755      33
    c634      r756      12
    c634      r849      -33
    c634      r850      -12
    c634      r907      -270
    c634      r983      1
    c635      r75       -1
    c635      r673      1
    c635      r757      33
    c635      r758      12
    c635      r851      -33
    c635      r852      -12
    c635      r908      -270
    c635      r984      1
    c636      r76       -1
    c636      r674      1
    c636      r759      33
    c636      r760      12
    c636      r853      -33
    c636      r854      -12
    c636      r909      -270
    c636      r985      1
    c637      r77       -1
    c637      r675      1
    c637      r761      33
    c637      r762      12
    c637      r855      -33
    c637      r856      -12
    c637      r910      -270
    c638      r78       -1
    c638      r676      1
    c638      r763      33
    c638      r764      12
    c638      r857      -33
    c638      r858      -12
    c638      r911      -270
    c638      r986      1
    c639      r79       -1
    c639      r677      1
    c639      r765      33
    c639      r766      12
    c639      r859      -33
    c639      r860      -12
    c639      r912      -270
    c639      r987      1
    c639      r993      -1
    c639      r994      -3
    c639      r995      4
    c639      r996      2
    c640      r80       -1
    c640      r678      1
    c640      r767      33
    c640      r768      12
    c640      r861      -33
    c640      r862      -12
    c640      r913      -270
    c641      r81       -1
    c641      r679      1
    c641      r769      33
    c641      r770      12
    c641      r863      -33
    c641      r864      -12
    c641      r914      -270
    c642      r82       -1
    c642      r680      1
    c642      r771      33
    c642      r772      12
    c642      r865      -33
    c642      r866      -12
    c642      r915      -270
    c642      r988      1
    c643      r83       -1
    c643      r681      1
    c643      r773      33
    c643      r774      12
    c643      r867      -33
    c643      r868      -12
    c643      r916      -270
    c644      r84       -1
    c644      r682      1
    c644      r775      33
    c644      r776      12
    c644      r869      -33
    c644      r870      -12
    c644      r917      -270
    c644      r989      1
    c645      r683      1
    c645      r777      1
    c645      r871      10
    c646      r684      1
    c646      r778      1
    c646      r871      10
    c647      r685      1
    c647      r779      1
    c647      r872      10
    c648      r686      1
    c648      r780      1
    c648      r872      10
    c649      r687      1
    c649      r781      1
    c649      r873      10
    c650      r688      1
    c650      r782      1
    c650      r873      10
    c651      r689      1
    c651      r783      1
    c651      r874      10
    c652      r690      1
    c652      r784      1
    c652      r874      10
    c653      r691      1
    c653      r785      1
    c653      r875      10
    c654      r692      1
    c654      r786      1
    c654      r875      10
    c655      r693      1
    c655      r787      1
    c655      r876      10
    c656      r694      1
    c656      r788      1
    c656      r876      10
    c657      r695      1
    c657      r789      1
    c657      r877      10
    c658      r696      1
    c658      r790      1
    c658      r877      10
    c659      r697      1
    c659      r791      1
    c659      r878      10
    c660      r698      1
    c660      r792      1
    c660      r878      10
    c661      r699      1
    c661      r793      1
    c661      r879      10
    c662      r700      1
    c662      r794      1
    c662      r879      10
    c663      r701      1
    c663      r795      1
    c663      r880      10
    c664      r702      1
    c664      r796      1
    c664      r880      10
    c665      r703      1
    c665      r797      1
    c665      r881      10
    c666      r704      1
    c666      r798      1
    c666      r881      10
    c667      r705      1
    c667      r799      1
    c667      r882      10
    c668      r706      1
    c668      r800      1
    c668      r882      10
    c669      r707      1
    c669      r801      1
    c669      r883      10
    c670      r708      1
    c670      r802      1
    c670      r883      10
    c671      r709      1
    c671      r803      1
    c671      r884      10
    c672      r710      1
    c672      r804      1
    c672      r884      10
    c673      r711      1
    c673      r805      1
    c673      r885      10
    c674      r712      1
    c674      r806      1
    c674      r885      10
    c675      r713      1
    c675      r807      1
    c675      r886      10
    c676      r714      1
    c676      r808      1
    c676      r886      10
    c677      r715      1
    c677      r809      1
    c677      r887      10
    c678      r716      1
    c678      r810      1
    c678      r887      10
    c679      r717      1
    c679      r811      1
    c679      r888      10
    c680      r718      1
    c680      r812      1
    c680      r888      10
    c681      r719      1
    c681      r813      1
    c681      r889      10
    c682      r720      1
    c682      r814      1
    c682      r889      10
    c683      r721      1
    c683      r815      1
    c683      r890      10
    c684      r722      1
    c684      r816      1
    c684      r890      10
    c685      r723      1
    c685      r817      1
    c685      r891      10
    c686      r724      1
    c686      r818      1
    c686      r891      10
    c687      r725      1
    c687      r819      1
    c687      r892      10
    c688      r726      1
    c688      r820      1
    c688      r892      10
    c689      r727      1
    c689      r821      1
    c689      r893      10
    c690      r728      1
    c690      r822      1
    c690      r893      10
    c691      r729      1
    c691      r823      1
    c691      r894      10
    c692      r730      1
    c692      r824      1
    c692      r894      10
    c693      r731      1
    c693      r825      1
    c693      r895      10
    c694      r732      1
    c694      r826      1
    c694      r895      10
    c695      r733      1
    c695      r827      1
    c695      r896      10
    c696      r734      1
    c696      r828      1
    c696      r896      10
    c697      r735      1
    c697      r829      1
    c697      r897      10
    c698      r736      1
    c698      r830      1
    c698      r897      10
    c699      r737      1
    c699      r831      1
    c699      r898      10
    c700      r738      1
    c700      r832      1
    c700      r898      10
    c701      r739      1
    c701      r833      1
    c701      r899      10
    c702      r740      1
    c702      r834      1
    c702      r899      10
    c703      r741      1
    c703      r835      1
    c703      r900      10
    c704      r742      1
    c704      r836      1
    c704      r900      10
    c705      r743      1
    c705      r837      1
    c705      r901      10
    c706      r744      1
    c706      r838      1
    c706      r901      10
    c707      r745      1
    c707      r839      1
    c707      r902      10
    c708      r746      1
    c708      r840      1
    c708      r902      10
    c709      r747      1
    c709      r841      1
    c709      r903      10
    c710      r748      1
    c710      r842      1
    c710      r903      10
    c711      r749      1
    c711      r843      1
    c711      r904      10
    c712      r750      1
    c712      r844      1
    c712      r904      10
    c713      r751      1
    c713      r845      1
    c713      r905      10
    c714      r752      1
    c714      r846      1
    c714      r905      10
    c715      r753      1
    c715      r847      1
    c715      r906      10
    c716      r754      1
    c716      r848      1
    c716      r906      10
    c717      r755      1
    c717      r849      1
    c717      r907      10
    c718      r756      1
    c718      r850      1
    c718      r907      10
    c719      r757      1
    c719      r851      1
    c719      r908      10
    c720      r758      1
    c720      r852      1
    c720      r908      10
    c721      r759      1
    c721      r853      1
    c721      r909      10
    c722      r760      1
    c722      r854      1
    c722      r909      10
    c723      r761      1
    c723      r855      1
    c723      r910      10
    c724      r762      1
    c724      r856      1
    c724      r910      10
    c725      r763      1
    c725      r857      1
    c725      r911      10
    c726      r764      1
    c726      r858      1
    c726      r911      10
    c727      r765      1
    c727      r859      1
    c727      r912      10
    c728      r766      1
    c728      r860      1
    c728      r912      10
    c729      r767      1
    c729      r861      1
    c729      r913      10
    c730      r768      1
    c730      r862      1
    c730      r913      10
    c731      r769      1
    c731      r863      1
    c731      r914      10
    c732      r770      1
    c732      r864      1
    c732      r914      10
    c733      r771      1
    c733      r865      1
    c733      r915      10
    c734      r772      1
    c734      r866      1
    c734      r915      10
    c735      r773      1
    c735      r867      1
    c735      r916      10
    c736      r774      1
    c736      r868      1
    c736      r916      10
    c737      r775      1
    c737      r869      1
    c737      r917      10
    c738      r776      1
    c738      r870      1
    c738      r917      10
RHS
    RHS_V     r0        1
    RHS_V     r1        1
    RHS_V     r2        1
    RHS_V     r3        1
    RHS_V     r4        1
    RHS_V     r5        1
    RHS_V     r6        1
    RHS_V     r7        2
    RHS_V     r8        1
    RHS_V     r9        1
    RHS_V     r10       3
    RHS_V     r11       2
    RHS_V     r12       1
    RHS_V     r13       1
    RHS_V     r14       1
    RHS_V     r15       1
    RHS_V     r16       1
    RHS_V     r17       1
    RHS_V     r18       1
    RHS_V     r19       1
    RHS_V     r20       2
    RHS_V     r21       1
    RHS_V     r22       1
    RHS_V     r23       1
    RHS_V     r24       1
    RHS_V     r25       2
    RHS_V     r26       1
    RHS_V     r27       2
    RHS_V     r28       1
    RHS_V     r29       1
    RHS_V     r30       1
    RHS_V     r31       1
    RHS_V     r32       1
    RHS_V     r33       1
    RHS_V     r34       1
    RHS_V     r35       1
    RHS_V     r36       1
    RHS_V     r37       1
    RHS_V     r990      4
    RHS_V     r991      1
    RHS_V     r992      3
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
 BV BOUND     c17     
 BV BOUND     c18     
 BV BOUND     c19     
 BV BOUND     c20     
 BV BOUND     c21     
 BV BOUND     c22     
 BV BOUND     c23     
 BV BOUND     c24     
 BV BOUND     c25     
 BV BOUND     c26     
 BV BOUND     c27     
 BV BOUND     c28     
 BV BOUND     c29     
 BV BOUND     c30     
 BV BOUND     c31     
 BV BOUND     c32     
 BV BOUND     c33     
 BV BOUND     c34     
 BV BOUND     c35     
 BV BOUND     c36     
 BV BOUND     c37     
 BV BOUND     c38     
 BV BOUND     c39     
 BV BOUND     c40     
 BV BOUND     c41     
 BV BOUND     c42     
 BV BOUND     c43     
 BV BOUND     c44     
 BV BOUND     c45     
 BV BOUND     c46     
 BV BOUND     c47     
 BV BOUND     c48     
 BV BOUND     c49     
 BV BOUND     c50     
 BV BOUND     c51     
 BV BOUND     c52     
 BV BOUND     c53     
 BV BOUND     c54     
 BV BOUND     c55     
 BV BOUND     c56     
 BV BOUND     c57     
 BV BOUND     c58     
 BV BOUND     c59     
 BV BOUND     c60     
 BV BOUND     c61     
 BV BOUND     c62     
 BV BOUND     c63     
 BV BOUND     c64     
 BV BOUND     c65     
 BV BOUND     c66     
 BV BOUND     c67     
 BV BOUND     c68     
 BV BOUND     c69     
 BV BOUND     c70     
 BV BOUND     c71     
 BV BOUND     c72     
 BV BOUND     c73     
 BV BOUND     c74     
 BV BOUND     c75     
 BV BOUND     c76     
 BV BOUND     c77     
 BV BOUND     c78     
 BV BOUND     c79     
 BV BOUND     c80     
 BV BOUND     c81     
 BV BOUND     c82     
 BV BOUND     c83     
 UI BOUND     c84       2
 UI BOUND     c85       2
 UI BOUND     c86       2
 UI BOUND     c87       2
 UI BOUND     c88       2
 UI BOUND     c89       2
 UI BOUND     c90       2
 UI BOUND     c91       2
 UI BOUND     c92       2
 UI BOUND     c93       2
 UI BOUND     c94       2
 UI BOUND     c95       2
 UI BOUND     c96       2
 UI BOUND     c97       2
 UI BOUND     c98       2
 UI BOUND     c99       2
 UI BOUND     c100      2
 UI BOUND     c101      2
 BV BOUND     c102    
 BV BOUND     c103    
 BV BOUND     c104    
 BV BOUND     c105    
 BV BOUND     c106    
 BV BOUND     c107    
 BV BOUND     c108    
 BV BOUND     c109    
 BV BOUND     c110    
 BV BOUND     c111    
 BV BOUND     c112    
 BV BOUND     c113    
 BV BOUND     c114    
 BV BOUND     c115    
 BV BOUND     c116    
 BV BOUND     c117    
 BV BOUND     c118    
 BV BOUND     c119    
 BV BOUND     c120    
 BV BOUND     c121    
 BV BOUND     c122    
 BV BOUND     c123    
 BV BOUND     c124    
 BV BOUND     c125    
 BV BOUND     c126    
 BV BOUND     c127    
 BV BOUND     c128    
 BV BOUND     c129    
 BV BOUND     c130    
 UI BOUND     c131      3
 UI BOUND     c132      3
 UI BOUND     c133      3
 UI BOUND     c134      3
 UI BOUND     c135      3
 UI BOUND     c136      3
 UI BOUND     c137      3
 UI BOUND     c138      3
 UI BOUND     c139      3
 UI BOUND     c140      3
 UI BOUND     c141      3
 UI BOUND     c142      3
 UI BOUND     c143      3
 UI BOUND     c144      3
 UI BOUND     c145      3
 UI BOUND     c146      3
 UI BOUND     c147      3
 UI BOUND     c148      3
 UI BOUND     c149      3
 UI BOUND     c150      3
 UI BOUND     c151      2
 UI BOUND     c152      2
 UI BOUND     c153      2
 UI BOUND     c154      2
 UI BOUND     c155      2
 UI BOUND     c156      2
 UI BOUND     c157      2
 UI BOUND     c158      2
 UI BOUND     c159      2
 UI BOUND     c160      2
 UI BOUND     c161      2
 UI BOUND     c162      2
 UI BOUND     c163      2
 UI BOUND     c164      2
 UI BOUND     c165      2
 UI BOUND     c166      2
 UI BOUND     c167      2
 UI BOUND     c168      2
 BV BOUND     c169    
 BV BOUND     c170    
 BV BOUND     c171    
 BV BOUND     c172    
 BV BOUND     c173    
 BV BOUND     c174    
 BV BOUND     c175    
 BV BOUND     c176    
 BV BOUND     c177    
 BV BOUND     c178    
 BV BOUND     c179    
 BV BOUND     c180    
 BV BOUND     c181    
 BV BOUND     c182    
 BV BOUND     c183    
 BV BOUND     c184    
 BV BOUND     c185    
 BV BOUND     c186    
 BV BOUND     c187    
 BV BOUND     c188    
 BV BOUND     c189    
 BV BOUND     c190    
 BV BOUND     c191    
 BV BOUND     c192    
 BV BOUND     c193    
 BV BOUND     c194    
 BV BOUND     c195    
 BV BOUND     c196    
 BV BOUND     c197    
 BV BOUND     c198    
 BV BOUND     c199    
 BV BOUND     c200    
 BV BOUND     c201    
 BV BOUND     c202    
 BV BOUND     c203    
 BV BOUND     c204    
 BV BOUND     c205    
 BV BOUND     c206    
 BV BOUND     c207    
 BV BOUND     c208    
 BV BOUND     c209    
 BV BOUND     c210    
 BV BOUND     c211    
 BV BOUND     c212    
 BV BOUND     c213    
 BV BOUND     c214    
 BV BOUND     c215    
 BV BOUND     c216    
 BV BOUND     c217    
 BV BOUND     c218    
 BV BOUND     c219    
 BV BOUND     c220    
 BV BOUND     c221    
 BV BOUND     c222    
 BV BOUND     c223    
 BV BOUND     c224    
 BV BOUND     c225    
 BV BOUND     c226    
 BV BOUND     c227    
 BV BOUND     c228    
 BV BOUND     c229    
 BV BOUND     c230    
 BV BOUND     c231    
 BV BOUND     c232    
 BV BOUND     c233    
 BV BOUND     c234    
 BV BOUND     c235    
 BV BOUND     c236    
 BV BOUND     c237    
 BV BOUND     c238    
 BV BOUND     c239    
 BV BOUND     c240    
 BV BOUND     c241    
 BV BOUND     c242    
 BV BOUND     c243    
 BV BOUND     c244    
 BV BOUND     c245    
 BV BOUND     c246    
 BV BOUND     c247    
 BV BOUND     c248    
 BV BOUND     c249    
 BV BOUND     c250    
 BV BOUND     c251    
 BV BOUND     c252    
 BV BOUND     c253    
 BV BOUND     c254    
 BV BOUND     c255    
 BV BOUND     c256    
 BV BOUND     c257    
 BV BOUND     c258    
 BV BOUND     c259    
 BV BOUND     c260    
 BV BOUND     c261    
 BV BOUND     c262    
 BV BOUND     c263    
 BV BOUND     c264    
 BV BOUND     c265    
 BV BOUND     c266    
 BV BOUND     c267    
 BV BOUND     c268    
 BV BOUND     c269    
 BV BOUND     c270    
 BV BOUND     c271    
 BV BOUND     c272    
 BV BOUND     c273    
 BV BOUND     c274    
 BV BOUND     c275    
 BV BOUND     c276    
 BV BOUND     c277    
 BV BOUND     c278    
 BV BOUND     c279    
 BV BOUND     c280    
 BV BOUND     c281    
 BV BOUND     c282    
 BV BOUND     c283    
 BV BOUND     c284    
 BV BOUND     c285    
 BV BOUND     c286    
 BV BOUND     c287    
 UI BOUND     c288      2
 UI BOUND     c289      2
 UI BOUND     c290      2
 UI BOUND     c291      2
 UI BOUND     c292      2
 UI BOUND     c293      2
 UI BOUND     c294      2
 UI BOUND     c295      2
 UI BOUND     c296      2
 UI BOUND     c297      2
 UI BOUND     c298      2
 UI BOUND     c299      2
 UI BOUND     c300      2
 UI BOUND     c301      2
 UI BOUND     c302      2
 UI BOUND     c303      2
 UI BOUND     c304      2
 BV BOUND     c305    
 BV BOUND     c306    
 BV BOUND     c307    
 BV BOUND     c308    
 BV BOUND     c309    
 BV BOUND     c310    
 BV BOUND     c311    
 BV BOUND     c312    
 BV BOUND     c313    
 BV BOUND     c314    
 BV BOUND     c315    
 BV BOUND     c316    
 BV BOUND     c317    
 BV BOUND     c318    
 BV BOUND     c319    
 BV BOUND     c320    
 BV BOUND     c321    
 BV BOUND     c322    
 BV BOUND     c323    
 BV BOUND     c324    
 BV BOUND     c325    
 BV BOUND     c326    
 BV BOUND     c327    
 BV BOUND     c328    
 BV BOUND     c329    
 BV BOUND     c330    
 BV BOUND     c331    
 BV BOUND     c332    
 BV BOUND     c333    
 BV BOUND     c334    
 BV BOUND     c335    
 BV BOUND     c336    
 BV BOUND     c337    
 BV BOUND     c338    
 BV BOUND     c339    
 BV BOUND     c340    
 BV BOUND     c341    
 BV BOUND     c342    
 BV BOUND     c343    
 BV BOUND     c344    
 BV BOUND     c345    
 BV BOUND     c346    
 BV BOUND     c347    
 BV BOUND     c348    
 BV BOUND     c349    
 BV BOUND     c350    
 BV BOUND     c351    
 BV BOUND     c352    
 BV BOUND     c353    
 BV BOUND     c354    
 BV BOUND     c355    
 BV BOUND     c356    
 BV BOUND     c357    
 BV BOUND     c358    
 BV BOUND     c359    
 BV BOUND     c360    
 BV BOUND     c361    
 BV BOUND     c362    
 BV BOUND     c363    
 BV BOUND     c364    
 BV BOUND     c365    
 BV BOUND     c366    
 BV BOUND     c367    
 BV BOUND     c368    
 BV BOUND     c369    
 BV BOUND     c370    
 BV BOUND     c371    
 BV BOUND     c372    
 BV BOUND     c373    
 BV BOUND     c374    
 UI BOUND     c375      2
 UI BOUND     c376      2
 UI BOUND     c377      2
 UI BOUND     c378      2
 UI BOUND     c379      2
 UI BOUND     c380      2
 UI BOUND     c381      2
 UI BOUND     c382      2
 UI BOUND     c383      2
 UI BOUND     c384      2
 UI BOUND     c385      2
 UI BOUND     c386      2
 UI BOUND     c387      2
 UI BOUND     c388      2
 BV BOUND     c389    
 BV BOUND     c390    
 BV BOUND     c391    
 BV BOUND     c392    
 BV BOUND     c393    
 BV BOUND     c394    
 BV BOUND     c395    
 BV BOUND     c396    
 UI BOUND     c397      2
 UI BOUND     c398      2
 UI BOUND     c399      2
 UI BOUND     c400      2
 UI BOUND     c401      2
 UI BOUND     c402      2
 UI BOUND     c403      2
 UI BOUND     c404      2
 UI BOUND     c405      2
 UI BOUND     c406      2
 UI BOUND     c407      2
 UI BOUND     c408      2
 UI BOUND     c409      2
 UI BOUND     c410      2
 UI BOUND     c411      2
 UI BOUND     c412      2
 UI BOUND     c413      2
 UI BOUND     c414      2
 UI BOUND     c415      2
 BV BOUND     c416    
 BV BOUND     c417    
 BV BOUND     c418    
 BV BOUND     c419    
 BV BOUND     c420    
 BV BOUND     c421    
 BV BOUND     c422    
 BV BOUND     c423    
 BV BOUND     c424    
 BV BOUND     c425    
 BV BOUND     c426    
 BV BOUND     c427    
 BV BOUND     c428    
 BV BOUND     c429    
 BV BOUND     c430    
 BV BOUND     c431    
 BV BOUND     c432    
 BV BOUND     c433    
 BV BOUND     c434    
 BV BOUND     c435    
 BV BOUND     c436    
 BV BOUND     c437    
 BV BOUND     c438    
 BV BOUND     c439    
 BV BOUND     c440    
 BV BOUND     c441    
 BV BOUND     c442    
 BV BOUND     c443    
 BV BOUND     c444    
 BV BOUND     c445    
 BV BOUND     c446    
 BV BOUND     c447    
 BV BOUND     c448    
 BV BOUND     c449    
 BV BOUND     c450    
 BV BOUND     c451    
 BV BOUND     c452    
 BV BOUND     c453    
 BV BOUND     c454    
 BV BOUND     c455    
 BV BOUND     c456    
 BV BOUND     c457    
 BV BOUND     c458    
 BV BOUND     c459    
 BV BOUND     c460    
 BV BOUND     c461    
 BV BOUND     c462    
 BV BOUND     c463    
 BV BOUND     c464    
 BV BOUND     c465    
 BV BOUND     c466    
 BV BOUND     c467    
 BV BOUND     c468    
 BV BOUND     c469    
 BV BOUND     c470    
 BV BOUND     c471    
 BV BOUND     c472    
 BV BOUND     c473    
 BV BOUND     c474    
 BV BOUND     c475    
 BV BOUND     c476    
 BV BOUND     c477    
 BV BOUND     c478    
 BV BOUND     c479    
 BV BOUND     c480    
 BV BOUND     c481    
 BV BOUND     c482    
 BV BOUND     c483    
 BV BOUND     c484    
 BV BOUND     c485    
 BV BOUND     c486    
 BV BOUND     c487    
 BV BOUND     c488    
 BV BOUND     c489    
 BV BOUND     c490    
 BV BOUND     c491    
 BV BOUND     c492    
 BV BOUND     c493    
 BV BOUND     c494    
 BV BOUND     c495    
 BV BOUND     c496    
 BV BOUND     c497    
 BV BOUND     c498    
 BV BOUND     c499    
 BV BOUND     c500    
 BV BOUND     c501    
 BV BOUND     c502    
 BV BOUND     c503    
 BV BOUND     c504    
 BV BOUND     c505    
 BV BOUND     c506    
 BV BOUND     c507    
 BV BOUND     c508    
 BV BOUND     c509    
 BV BOUND     c510    
 BV BOUND     c511    
 BV BOUND     c512    
 BV BOUND     c513    
 BV BOUND     c514    
 BV BOUND     c515    
 BV BOUND     c516    
 BV BOUND     c517    
 BV BOUND     c518    
 BV BOUND     c519    
 BV BOUND     c520    
 BV BOUND     c521    
 BV BOUND     c522    
 BV BOUND     c523    
 BV BOUND     c524    
 BV BOUND     c525    
 BV BOUND     c526    
 BV BOUND     c527    
 BV BOUND     c528    
 BV BOUND     c529    
 BV BOUND     c530    
 BV BOUND     c531    
 BV BOUND     c532    
 BV BOUND     c533    
 BV BOUND     c534    
 BV BOUND     c535    
 BV BOUND     c536    
 BV BOUND     c537    
 BV BOUND     c538    
 BV BOUND     c539    
 BV BOUND     c540    
 BV BOUND     c541    
 BV BOUND     c542    
 BV BOUND     c543    
 BV BOUND     c544    
 BV BOUND     c545    
 BV BOUND     c546    
 BV BOUND     c547    
 BV BOUND     c548    
 BV BOUND     c549    
 BV BOUND     c550    
 BV BOUND     c551    
 BV BOUND     c552    
 BV BOUND     c553    
 BV BOUND     c554    
 BV BOUND     c555    
 BV BOUND     c556    
 BV BOUND     c557    
 BV BOUND     c558    
 BV BOUND     c559    
 BV BOUND     c560    
 BV BOUND     c561    
 BV BOUND     c562    
 BV BOUND     c563    
 BV BOUND     c564    
 BV BOUND     c565    
 BV BOUND     c566    
 BV BOUND     c567    
 BV BOUND     c568    
 BV BOUND     c569    
 BV BOUND     c570    
 BV BOUND     c571    
 BV BOUND     c572    
 BV BOUND     c573    
 BV BOUND     c574    
 BV BOUND     c575    
 BV BOUND     c576    
 BV BOUND     c577    
 BV BOUND     c578    
 BV BOUND     c579    
 BV BOUND     c580    
 BV BOUND     c581    
 BV BOUND     c582    
 BV BOUND     c583    
 BV BOUND     c584    
 BV BOUND     c585    
 BV BOUND     c586    
 BV BOUND     c587    
 BV BOUND     c588    
 BV BOUND     c589    
 BV BOUND     c590    
 BV BOUND     c591    
 BV BOUND     c592    
 BV BOUND     c593    
 BV BOUND     c594    
 BV BOUND     c595    
 BV BOUND     c596    
 BV BOUND     c597    
 UP BOUND     c598      45
 UP BOUND     c599      45
 UP BOUND     c600      45
 UP BOUND     c601      45
 UP BOUND     c602      45
 UP BOUND     c603      45
 UP BOUND     c604      45
 UP BOUND     c605      45
 UP BOUND     c606      45
 UP BOUND     c607      45
 UP BOUND     c608      45
 UP BOUND     c609      45
 UP BOUND     c610      45
 UP BOUND     c611      45
 UP BOUND     c612      45
 UP BOUND     c613      45
 UP BOUND     c614      45
 UP BOUND     c615      45
 UP BOUND     c616      45
 UP BOUND     c617      45
 UP BOUND     c618      45
 UP BOUND     c619      45
 UP BOUND     c620      45
 UP BOUND     c621      45
 UP BOUND     c622      45
 UP BOUND     c623      45
 UP BOUND     c624      45
 UP BOUND     c625      45
 UP BOUND     c626      45
 UP BOUND     c627      45
 UP BOUND     c628      45
 UP BOUND     c629      45
 UP BOUND     c630      45
 UP BOUND     c631      45
 UP BOUND     c632      45
 UP BOUND     c633      45
 UP BOUND     c634      45
 UP BOUND     c635      45
 UP BOUND     c636      45
 UP BOUND     c637      45
 UP BOUND     c638      45
 UP BOUND     c639      45
 UP BOUND     c640      45
 UP BOUND     c641      45
 UP BOUND     c642      45
 UP BOUND     c643      45
 UP BOUND     c644      45
 UP BOUND     c645      1216.0000012150001
 UP BOUND     c646      1216.0000012150001
 UP BOUND     c647      1216.0000012150001
 UP BOUND     c648      1216.0000012150001
 UP BOUND     c649      1216.0000012150001
 UP BOUND     c650      1216.0000012150001
 UP BOUND     c651      1216.0000012150001
 UP BOUND     c652      1216.0000012150001
 UP BOUND     c653      1216.0000012150001
 UP BOUND     c654      1216.0000012150001
 UP BOUND     c655      1216.0000012150001
 UP BOUND     c656      1216.0000012150001
 UP BOUND     c657      1216.0000012150001
 UP BOUND     c658      1216.0000012150001
 UP BOUND     c659      1216.0000012150001
 UP BOUND     c660      1216.0000012150001
 UP BOUND     c661      1216.0000012150001
 UP BOUND     c662      1216.0000012150001
 UP BOUND     c663      1216.0000012150001
 UP BOUND     c664      1216.0000012150001
 UP BOUND     c665      1216.0000012150001
 UP BOUND     c666      1216.0000012150001
 UP BOUND     c667      1216.0000012150001
 UP BOUND     c668      1216.0000012150001
 UP BOUND     c669      1216.0000012150001
 UP BOUND     c670      1216.0000012150001
 UP BOUND     c671      1216.0000012150001
 UP BOUND     c672      1216.0000012150001
 UP BOUND     c673      1216.0000012150001
 UP BOUND     c674      1216.0000012150001
 UP BOUND     c675      1216.0000012150001
 UP BOUND     c676      1216.0000012150001
 UP BOUND     c677      1216.0000012150001
 UP BOUND     c678      1216.0000012150001
 UP BOUND     c679      1216.0000012150001
 UP BOUND     c680      1216.0000012150001
 UP BOUND     c681      1216.0000012150001
 UP BOUND     c682      1216.0000012150001
 UP BOUND     c683      1216.0000012150001
 UP BOUND     c684      1216.0000012150001
 UP BOUND     c685      1216.0000012150001
 UP BOUND     c686      1216.0000012150001
 UP BOUND     c687      1216.0000012150001
 UP BOUND     c688      1216.0000012150001
 UP BOUND     c689      1216.0000012150001
 UP BOUND     c690      1216.0000012150001
 UP BOUND     c691      1216.0000012150001
 UP BOUND     c692      1216.0000012150001
 UP BOUND     c693      1216.0000012150001
 UP BOUND     c694      1216.0000012150001
 UP BOUND     c695      1216.0000012150001
 UP BOUND     c696      1216.0000012150001
 UP BOUND     c697      1216.0000012150001
 UP BOUND     c698      1216.0000012150001
 UP BOUND     c699      1216.0000012150001
 UP BOUND     c700      1216.0000012150001
 UP BOUND     c701      1216.0000012150001
 UP BOUND     c702      1216.0000012150001
 UP BOUND     c703      1216.0000012150001
 UP BOUND     c704      1216.0000012150001
 UP BOUND     c705      1216.0000012150001
 UP BOUND     c706      1216.0000012150001
 UP BOUND     c707      1216.0000012150001
 UP BOUND     c708      1216.0000012150001
 UP BOUND     c709      1216.0000012150001
 UP BOUND     c710      1216.0000012150001
 UP BOUND     c711      1216.0000012150001
 UP BOUND     c712      1216.0000012150001
 UP BOUND     c713      1216.0000012150001
 UP BOUND     c714      1216.0000012150001
 UP BOUND     c715      1216.0000012150001
 UP BOUND     c716      1216.0000012150001
 UP BOUND     c717      1216.0000012150001
 UP BOUND     c718      1216.0000012150001
 UP BOUND     c719      1216.0000012150001
 UP BOUND     c720      1216.0000012150001
 UP BOUND     c721      1216.0000012150001
 UP BOUND     c722      1216.0000012150001
 UP BOUND     c723      1216.0000012150001
 UP BOUND     c724      1216.0000012150001
 UP BOUND     c725      1216.0000012150001
 UP BOUND     c726      1216.0000012150001
 UP BOUND     c727      1216.0000012150001
 UP BOUND     c728      1216.0000012150001
 UP BOUND     c729      1216.0000012150001
 UP BOUND     c730      1216.0000012150001
 UP BOUND     c731      1216.0000012150001
 UP BOUND     c732      1216.0000012150001
 UP BOUND     c733      1216.0000012150001
 UP BOUND     c734      1216.0000012150001
 UP BOUND     c735      1216.0000012150001
 UP BOUND     c736      1216.0000012150001
 UP BOUND     c737      1216.0000012150001
 UP BOUND     c738      1216.0000012150001
ENDATA
