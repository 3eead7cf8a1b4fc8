#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _4024;

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

void main()
{
    for (;;)
    {
        uint _4023 = t0.words[gl_GlobalInvocationID.x];
        if ((_4023 ^ 4145683452u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1000u;
            break;
        }
        if ((_4023 ^ 3161059941u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1001u;
            break;
        }
        if ((_4023 ^ 4236295699u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1002u;
            break;
        }
        if ((_4023 ^ 72501884u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1003u;
            break;
        }
        if ((_4023 ^ 2926378837u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1004u;
            break;
        }
        if ((_4023 ^ 4294178028u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1005u;
            break;
        }
        if ((_4023 ^ 1029568882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1006u;
            break;
        }
        if ((_4023 ^ 1452032918u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1007u;
            break;
        }
        if ((_4023 ^ 3041671504u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1008u;
            break;
        }
        if ((_4023 ^ 1205089176u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1009u;
            break;
        }
        if ((_4023 ^ 1130926141u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1010u;
            break;
        }
        if ((_4023 ^ 3684382274u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1011u;
            break;
        }
        if ((_4023 ^ 3756088952u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1012u;
            break;
        }
        if ((_4023 ^ 3425734592u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1013u;
            break;
        }
        if ((_4023 ^ 959457936u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1014u;
            break;
        }
        if ((_4023 ^ 2196317209u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1015u;
            break;
        }
        if ((_4023 ^ 1803350796u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1016u;
            break;
        }
        if ((_4023 ^ 339127578u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1017u;
            break;
        }
        if ((_4023 ^ 1546035543u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1018u;
            break;
        }
        if ((_4023 ^ 2446480832u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1019u;
            break;
        }
        if ((_4023 ^ 2772707392u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1020u;
            break;
        }
        if ((_4023 ^ 4274235126u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1021u;
            break;
        }
        if ((_4023 ^ 80530851u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1022u;
            break;
        }
        if ((_4023 ^ 3088435141u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1023u;
            break;
        }
        if ((_4023 ^ 2125944711u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1024u;
            break;
        }
        if ((_4023 ^ 499168724u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1025u;
            break;
        }
        if ((_4023 ^ 203650898u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1026u;
            break;
        }
        if ((_4023 ^ 2383665978u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1027u;
            break;
        }
        if ((_4023 ^ 2156316486u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1028u;
            break;
        }
        if ((_4023 ^ 1519565485u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1029u;
            break;
        }
        if ((_4023 ^ 1010433739u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1030u;
            break;
        }
        if ((_4023 ^ 1336735465u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1031u;
            break;
        }
        if ((_4023 ^ 1366948769u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1032u;
            break;
        }
        if ((_4023 ^ 3886114372u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1033u;
            break;
        }
        if ((_4023 ^ 3419444507u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1034u;
            break;
        }
        if ((_4023 ^ 2037733535u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1035u;
            break;
        }
        if ((_4023 ^ 2115198511u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1036u;
            break;
        }
        if ((_4023 ^ 1615544666u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1037u;
            break;
        }
        if ((_4023 ^ 3607784172u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1038u;
            break;
        }
        if ((_4023 ^ 3183026787u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1039u;
            break;
        }
        if ((_4023 ^ 1233566808u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1040u;
            break;
        }
        if ((_4023 ^ 177720750u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1041u;
            break;
        }
        if ((_4023 ^ 3839443088u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1042u;
            break;
        }
        if ((_4023 ^ 4056594447u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1043u;
            break;
        }
        if ((_4023 ^ 4193729518u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1044u;
            break;
        }
        if ((_4023 ^ 265027543u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1045u;
            break;
        }
        if ((_4023 ^ 3623872201u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1046u;
            break;
        }
        if ((_4023 ^ 1985515665u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1047u;
            break;
        }
        if ((_4023 ^ 2548377915u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1048u;
            break;
        }
        if ((_4023 ^ 38333415u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1049u;
            break;
        }
        if ((_4023 ^ 1631180785u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1050u;
            break;
        }
        if ((_4023 ^ 1491762267u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1051u;
            break;
        }
        if ((_4023 ^ 3028814729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1052u;
            break;
        }
        if ((_4023 ^ 2557457160u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1053u;
            break;
        }
        if ((_4023 ^ 3529357084u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1054u;
            break;
        }
        if ((_4023 ^ 3438997435u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1055u;
            break;
        }
        if ((_4023 ^ 3833598743u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1056u;
            break;
        }
        if ((_4023 ^ 2225174387u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1057u;
            break;
        }
        if ((_4023 ^ 617983758u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1058u;
            break;
        }
        if ((_4023 ^ 1071305871u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1059u;
            break;
        }
        if ((_4023 ^ 1421651335u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1060u;
            break;
        }
        if ((_4023 ^ 3921321473u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1061u;
            break;
        }
        if ((_4023 ^ 1352125673u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1062u;
            break;
        }
        if ((_4023 ^ 1368821514u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1063u;
            break;
        }
        if ((_4023 ^ 2597856316u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1064u;
            break;
        }
        if ((_4023 ^ 3015407942u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1065u;
            break;
        }
        if ((_4023 ^ 2473313564u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1066u;
            break;
        }
        if ((_4023 ^ 552999041u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1067u;
            break;
        }
        if ((_4023 ^ 421771575u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1068u;
            break;
        }
        if ((_4023 ^ 1475772142u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1069u;
            break;
        }
        if ((_4023 ^ 3894443746u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1070u;
            break;
        }
        if ((_4023 ^ 19671732u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1071u;
            break;
        }
        if ((_4023 ^ 2816153490u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1072u;
            break;
        }
        if ((_4023 ^ 3601313898u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1073u;
            break;
        }
        if ((_4023 ^ 2816434881u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1074u;
            break;
        }
        if ((_4023 ^ 3227300087u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1075u;
            break;
        }
        if ((_4023 ^ 1583903465u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1076u;
            break;
        }
        if ((_4023 ^ 1454959885u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1077u;
            break;
        }
        if ((_4023 ^ 1751620623u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1078u;
            break;
        }
        if ((_4023 ^ 1170033990u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1079u;
            break;
        }
        if ((_4023 ^ 1172557102u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1080u;
            break;
        }
        if ((_4023 ^ 4289890307u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1081u;
            break;
        }
        if ((_4023 ^ 259513987u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1082u;
            break;
        }
        if ((_4023 ^ 3366846430u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1083u;
            break;
        }
        if ((_4023 ^ 426345656u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1084u;
            break;
        }
        if ((_4023 ^ 2775048773u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1085u;
            break;
        }
        if ((_4023 ^ 2907477664u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1086u;
            break;
        }
        if ((_4023 ^ 3098739075u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1087u;
            break;
        }
        if ((_4023 ^ 2299138958u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1088u;
            break;
        }
        if ((_4023 ^ 984909431u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1089u;
            break;
        }
        if ((_4023 ^ 239214608u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1090u;
            break;
        }
        if ((_4023 ^ 1795271048u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1091u;
            break;
        }
        if ((_4023 ^ 3767625279u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1092u;
            break;
        }
        if ((_4023 ^ 2445299977u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1093u;
            break;
        }
        if ((_4023 ^ 2152996484u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1094u;
            break;
        }
        if ((_4023 ^ 2011154455u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1095u;
            break;
        }
        if ((_4023 ^ 2561184680u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1096u;
            break;
        }
        if ((_4023 ^ 1857330451u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1097u;
            break;
        }
        if ((_4023 ^ 1817079216u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1098u;
            break;
        }
        if ((_4023 ^ 3972117658u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1099u;
            break;
        }
        if ((_4023 ^ 102277668u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1100u;
            break;
        }
        if ((_4023 ^ 1428042430u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1101u;
            break;
        }
        if ((_4023 ^ 726140314u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1102u;
            break;
        }
        if ((_4023 ^ 4269600340u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1103u;
            break;
        }
        if ((_4023 ^ 1973635507u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1104u;
            break;
        }
        if ((_4023 ^ 130962682u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1105u;
            break;
        }
        if ((_4023 ^ 3387817836u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1106u;
            break;
        }
        if ((_4023 ^ 1676563098u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1107u;
            break;
        }
        if ((_4023 ^ 3460626710u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1108u;
            break;
        }
        if ((_4023 ^ 3258800457u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1109u;
            break;
        }
        if ((_4023 ^ 4095287719u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1110u;
            break;
        }
        if ((_4023 ^ 2059525089u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1111u;
            break;
        }
        if ((_4023 ^ 2453017314u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1112u;
            break;
        }
        if ((_4023 ^ 2232833101u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1113u;
            break;
        }
        if ((_4023 ^ 945039848u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1114u;
            break;
        }
        if ((_4023 ^ 2172974323u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1115u;
            break;
        }
        if ((_4023 ^ 2828901866u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1116u;
            break;
        }
        if ((_4023 ^ 2986759971u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1117u;
            break;
        }
        if ((_4023 ^ 2930668228u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1118u;
            break;
        }
        if ((_4023 ^ 1931817436u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1119u;
            break;
        }
        if ((_4023 ^ 3724677386u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1120u;
            break;
        }
        if ((_4023 ^ 3871624184u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1121u;
            break;
        }
        if ((_4023 ^ 517559213u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1122u;
            break;
        }
        if ((_4023 ^ 2956375719u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1123u;
            break;
        }
        if ((_4023 ^ 1159332706u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1124u;
            break;
        }
        if ((_4023 ^ 2470224732u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1125u;
            break;
        }
        if ((_4023 ^ 3959928037u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1126u;
            break;
        }
        if ((_4023 ^ 652245712u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1127u;
            break;
        }
        if ((_4023 ^ 641499137u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1128u;
            break;
        }
        if ((_4023 ^ 4274377659u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1129u;
            break;
        }
        if ((_4023 ^ 2813731136u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1130u;
            break;
        }
        if ((_4023 ^ 3403112557u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1131u;
            break;
        }
        if ((_4023 ^ 1839951763u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1132u;
            break;
        }
        if ((_4023 ^ 2641494643u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1133u;
            break;
        }
        if ((_4023 ^ 3495477592u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1134u;
            break;
        }
        if ((_4023 ^ 3732244676u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1135u;
            break;
        }
        if ((_4023 ^ 3322999711u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1136u;
            break;
        }
        if ((_4023 ^ 1636477928u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1137u;
            break;
        }
        if ((_4023 ^ 4208664664u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1138u;
            break;
        }
        if ((_4023 ^ 1624356421u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1139u;
            break;
        }
        if ((_4023 ^ 2854861971u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1140u;
            break;
        }
        if ((_4023 ^ 565750856u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1141u;
            break;
        }
        if ((_4023 ^ 312517589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1142u;
            break;
        }
        if ((_4023 ^ 3015470485u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1143u;
            break;
        }
        if ((_4023 ^ 1102122187u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1144u;
            break;
        }
        if ((_4023 ^ 1025707078u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1145u;
            break;
        }
        if ((_4023 ^ 3454791234u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1146u;
            break;
        }
        if ((_4023 ^ 4021863664u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1147u;
            break;
        }
        if ((_4023 ^ 2829622348u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1148u;
            break;
        }
        if ((_4023 ^ 3058893676u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1149u;
            break;
        }
        if ((_4023 ^ 2673817979u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1150u;
            break;
        }
        if ((_4023 ^ 180719102u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1151u;
            break;
        }
        if ((_4023 ^ 3296161390u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1152u;
            break;
        }
        if ((_4023 ^ 954883547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1153u;
            break;
        }
        if ((_4023 ^ 1690873194u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1154u;
            break;
        }
        if ((_4023 ^ 2233088020u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1155u;
            break;
        }
        if ((_4023 ^ 1359836247u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1156u;
            break;
        }
        if ((_4023 ^ 1550642012u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1157u;
            break;
        }
        if ((_4023 ^ 3666647017u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1158u;
            break;
        }
        if ((_4023 ^ 2731681054u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1159u;
            break;
        }
        if ((_4023 ^ 3954409653u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1160u;
            break;
        }
        if ((_4023 ^ 1874381998u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1161u;
            break;
        }
        if ((_4023 ^ 526447238u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1162u;
            break;
        }
        if ((_4023 ^ 2683787437u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1163u;
            break;
        }
        if ((_4023 ^ 3447849193u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1164u;
            break;
        }
        if ((_4023 ^ 1542442983u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1165u;
            break;
        }
        if ((_4023 ^ 597126148u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1166u;
            break;
        }
        if ((_4023 ^ 4089018408u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1167u;
            break;
        }
        if ((_4023 ^ 207085792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1168u;
            break;
        }
        if ((_4023 ^ 2152510221u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1169u;
            break;
        }
        if ((_4023 ^ 623762169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1170u;
            break;
        }
        if ((_4023 ^ 2514441458u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1171u;
            break;
        }
        if ((_4023 ^ 2070044284u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1172u;
            break;
        }
        if ((_4023 ^ 2964062048u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1173u;
            break;
        }
        if ((_4023 ^ 2925772206u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1174u;
            break;
        }
        if ((_4023 ^ 3094090304u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1175u;
            break;
        }
        if ((_4023 ^ 3968787880u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1176u;
            break;
        }
        if ((_4023 ^ 3641806060u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1177u;
            break;
        }
        if ((_4023 ^ 2128286734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1178u;
            break;
        }
        if ((_4023 ^ 788019319u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1179u;
            break;
        }
        if ((_4023 ^ 3893695144u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1180u;
            break;
        }
        if ((_4023 ^ 4043235161u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1181u;
            break;
        }
        if ((_4023 ^ 1047583702u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1182u;
            break;
        }
        if ((_4023 ^ 1906744952u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1183u;
            break;
        }
        if ((_4023 ^ 1705557993u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1184u;
            break;
        }
        if ((_4023 ^ 2713957350u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1185u;
            break;
        }
        if ((_4023 ^ 3982391589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1186u;
            break;
        }
        if ((_4023 ^ 3177710387u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1187u;
            break;
        }
        if ((_4023 ^ 3142107427u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1188u;
            break;
        }
        if ((_4023 ^ 2661969654u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1189u;
            break;
        }
        if ((_4023 ^ 727607293u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1190u;
            break;
        }
        if ((_4023 ^ 3928260669u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1191u;
            break;
        }
        if ((_4023 ^ 4048253314u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1192u;
            break;
        }
        if ((_4023 ^ 439317597u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1193u;
            break;
        }
        if ((_4023 ^ 804129843u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1194u;
            break;
        }
        if ((_4023 ^ 2487473308u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1195u;
            break;
        }
        if ((_4023 ^ 2069616247u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1196u;
            break;
        }
        if ((_4023 ^ 2987662134u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1197u;
            break;
        }
        if ((_4023 ^ 3574047800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1198u;
            break;
        }
        if ((_4023 ^ 1606068922u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1199u;
            break;
        }
        if ((_4023 ^ 356797426u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1200u;
            break;
        }
        if ((_4023 ^ 2407700120u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1201u;
            break;
        }
        if ((_4023 ^ 1978286830u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1202u;
            break;
        }
        if ((_4023 ^ 4286537389u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1203u;
            break;
        }
        if ((_4023 ^ 2830342330u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1204u;
            break;
        }
        if ((_4023 ^ 1031968166u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1205u;
            break;
        }
        if ((_4023 ^ 2957166946u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1206u;
            break;
        }
        if ((_4023 ^ 3776316591u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1207u;
            break;
        }
        if ((_4023 ^ 1575582144u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1208u;
            break;
        }
        if ((_4023 ^ 291083403u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1209u;
            break;
        }
        if ((_4023 ^ 527034366u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1210u;
            break;
        }
        if ((_4023 ^ 295066652u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1211u;
            break;
        }
        if ((_4023 ^ 4294039840u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1212u;
            break;
        }
        if ((_4023 ^ 898807207u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1213u;
            break;
        }
        if ((_4023 ^ 328149734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1214u;
            break;
        }
        if ((_4023 ^ 1539879976u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1215u;
            break;
        }
        if ((_4023 ^ 3136216096u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1216u;
            break;
        }
        if ((_4023 ^ 2957174000u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1217u;
            break;
        }
        if ((_4023 ^ 3115932748u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1218u;
            break;
        }
        if ((_4023 ^ 2757867274u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1219u;
            break;
        }
        if ((_4023 ^ 3232403363u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1220u;
            break;
        }
        if ((_4023 ^ 611967343u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1221u;
            break;
        }
        if ((_4023 ^ 4089535244u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1222u;
            break;
        }
        if ((_4023 ^ 1373629693u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1223u;
            break;
        }
        if ((_4023 ^ 2219706433u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1224u;
            break;
        }
        if ((_4023 ^ 2334856268u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1225u;
            break;
        }
        if ((_4023 ^ 4092851045u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1226u;
            break;
        }
        if ((_4023 ^ 3043556919u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1227u;
            break;
        }
        if ((_4023 ^ 1665350159u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1228u;
            break;
        }
        if ((_4023 ^ 90292982u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1229u;
            break;
        }
        if ((_4023 ^ 2119045976u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1230u;
            break;
        }
        if ((_4023 ^ 1310305812u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1231u;
            break;
        }
        if ((_4023 ^ 1588490271u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1232u;
            break;
        }
        if ((_4023 ^ 644849342u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1233u;
            break;
        }
        if ((_4023 ^ 1611193681u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1234u;
            break;
        }
        if ((_4023 ^ 1831197335u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1235u;
            break;
        }
        if ((_4023 ^ 2268338428u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1236u;
            break;
        }
        if ((_4023 ^ 1329831358u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1237u;
            break;
        }
        if ((_4023 ^ 4087304302u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1238u;
            break;
        }
        if ((_4023 ^ 943540150u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1239u;
            break;
        }
        if ((_4023 ^ 1584779714u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1240u;
            break;
        }
        if ((_4023 ^ 3600744207u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1241u;
            break;
        }
        if ((_4023 ^ 1734519063u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1242u;
            break;
        }
        if ((_4023 ^ 1090614177u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1243u;
            break;
        }
        if ((_4023 ^ 47436898u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1244u;
            break;
        }
        if ((_4023 ^ 290182933u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1245u;
            break;
        }
        if ((_4023 ^ 2213197941u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1246u;
            break;
        }
        if ((_4023 ^ 1285250773u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1247u;
            break;
        }
        if ((_4023 ^ 34337985u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1248u;
            break;
        }
        if ((_4023 ^ 3235159809u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1249u;
            break;
        }
        if ((_4023 ^ 572059296u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1250u;
            break;
        }
        if ((_4023 ^ 3640387457u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1251u;
            break;
        }
        if ((_4023 ^ 3297516061u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1252u;
            break;
        }
        if ((_4023 ^ 3650400504u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1253u;
            break;
        }
        if ((_4023 ^ 4239637869u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1254u;
            break;
        }
        if ((_4023 ^ 2217900319u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1255u;
            break;
        }
        if ((_4023 ^ 4148310243u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1256u;
            break;
        }
        if ((_4023 ^ 99626165u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1257u;
            break;
        }
        if ((_4023 ^ 3755197893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1258u;
            break;
        }
        if ((_4023 ^ 3063421035u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1259u;
            break;
        }
        if ((_4023 ^ 1830590808u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1260u;
            break;
        }
        if ((_4023 ^ 3932124501u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1261u;
            break;
        }
        if ((_4023 ^ 2213048907u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1262u;
            break;
        }
        if ((_4023 ^ 4047065605u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1263u;
            break;
        }
        if ((_4023 ^ 3172831817u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1264u;
            break;
        }
        if ((_4023 ^ 3843024185u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1265u;
            break;
        }
        if ((_4023 ^ 1133602226u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1266u;
            break;
        }
        if ((_4023 ^ 3253336932u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1267u;
            break;
        }
        if ((_4023 ^ 896033135u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1268u;
            break;
        }
        if ((_4023 ^ 3088199871u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1269u;
            break;
        }
        if ((_4023 ^ 1669711637u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1270u;
            break;
        }
        if ((_4023 ^ 3777752905u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1271u;
            break;
        }
        if ((_4023 ^ 2470136490u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1272u;
            break;
        }
        if ((_4023 ^ 3962250053u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1273u;
            break;
        }
        if ((_4023 ^ 3659502457u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1274u;
            break;
        }
        if ((_4023 ^ 1806444733u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1275u;
            break;
        }
        if ((_4023 ^ 3431388611u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1276u;
            break;
        }
        if ((_4023 ^ 2561402499u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1277u;
            break;
        }
        if ((_4023 ^ 2494361624u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1278u;
            break;
        }
        if ((_4023 ^ 3051580893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1279u;
            break;
        }
        if ((_4023 ^ 1367373016u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1280u;
            break;
        }
        if ((_4023 ^ 983690565u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1281u;
            break;
        }
        if ((_4023 ^ 603702076u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1282u;
            break;
        }
        if ((_4023 ^ 536558568u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1283u;
            break;
        }
        if ((_4023 ^ 3681688924u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1284u;
            break;
        }
        if ((_4023 ^ 3335109529u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1285u;
            break;
        }
        if ((_4023 ^ 1554812356u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1286u;
            break;
        }
        if ((_4023 ^ 2342862508u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1287u;
            break;
        }
        if ((_4023 ^ 2572285370u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1288u;
            break;
        }
        if ((_4023 ^ 2847596803u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1289u;
            break;
        }
        if ((_4023 ^ 1887161382u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1290u;
            break;
        }
        if ((_4023 ^ 1087148557u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1291u;
            break;
        }
        if ((_4023 ^ 2440536082u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1292u;
            break;
        }
        if ((_4023 ^ 315532355u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1293u;
            break;
        }
        if ((_4023 ^ 1818642594u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1294u;
            break;
        }
        if ((_4023 ^ 1968274871u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1295u;
            break;
        }
        if ((_4023 ^ 3973495895u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1296u;
            break;
        }
        if ((_4023 ^ 592687868u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1297u;
            break;
        }
        if ((_4023 ^ 1721954242u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1298u;
            break;
        }
        if ((_4023 ^ 3480171134u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1299u;
            break;
        }
        if ((_4023 ^ 2729752559u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1300u;
            break;
        }
        if ((_4023 ^ 3757637962u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1301u;
            break;
        }
        if ((_4023 ^ 1396731758u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1302u;
            break;
        }
        if ((_4023 ^ 3578060299u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1303u;
            break;
        }
        if ((_4023 ^ 3334126570u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1304u;
            break;
        }
        if ((_4023 ^ 3416076539u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1305u;
            break;
        }
        if ((_4023 ^ 2663923499u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1306u;
            break;
        }
        if ((_4023 ^ 2669559821u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1307u;
            break;
        }
        if ((_4023 ^ 1679493810u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1308u;
            break;
        }
        if ((_4023 ^ 3995949761u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1309u;
            break;
        }
        if ((_4023 ^ 459682228u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1310u;
            break;
        }
        if ((_4023 ^ 3858973857u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1311u;
            break;
        }
        if ((_4023 ^ 3365752060u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1312u;
            break;
        }
        if ((_4023 ^ 3748096141u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1313u;
            break;
        }
        if ((_4023 ^ 993941145u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1314u;
            break;
        }
        if ((_4023 ^ 1142398855u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1315u;
            break;
        }
        if ((_4023 ^ 4233397960u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1316u;
            break;
        }
        if ((_4023 ^ 546454129u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1317u;
            break;
        }
        if ((_4023 ^ 613006218u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1318u;
            break;
        }
        if ((_4023 ^ 133633862u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1319u;
            break;
        }
        if ((_4023 ^ 3644660813u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1320u;
            break;
        }
        if ((_4023 ^ 92084612u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1321u;
            break;
        }
        if ((_4023 ^ 172303279u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1322u;
            break;
        }
        if ((_4023 ^ 1975344672u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1323u;
            break;
        }
        if ((_4023 ^ 2102590050u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1324u;
            break;
        }
        if ((_4023 ^ 3742540973u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1325u;
            break;
        }
        if ((_4023 ^ 334749412u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1326u;
            break;
        }
        if ((_4023 ^ 160435182u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1327u;
            break;
        }
        if ((_4023 ^ 2577959580u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1328u;
            break;
        }
        if ((_4023 ^ 2731938932u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1329u;
            break;
        }
        if ((_4023 ^ 4000234956u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1330u;
            break;
        }
        if ((_4023 ^ 3965198422u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1331u;
            break;
        }
        if ((_4023 ^ 3881198909u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1332u;
            break;
        }
        if ((_4023 ^ 28722140u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1333u;
            break;
        }
        if ((_4023 ^ 3670651097u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1334u;
            break;
        }
        if ((_4023 ^ 4203339192u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1335u;
            break;
        }
        if ((_4023 ^ 3785540769u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1336u;
            break;
        }
        if ((_4023 ^ 2170486922u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1337u;
            break;
        }
        if ((_4023 ^ 999030301u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1338u;
            break;
        }
        if ((_4023 ^ 2747794234u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1339u;
            break;
        }
        if ((_4023 ^ 1093553641u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1340u;
            break;
        }
        if ((_4023 ^ 1716754735u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1341u;
            break;
        }
        if ((_4023 ^ 1717177544u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1342u;
            break;
        }
        if ((_4023 ^ 1333438829u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1343u;
            break;
        }
        if ((_4023 ^ 288364532u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1344u;
            break;
        }
        if ((_4023 ^ 1120300895u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1345u;
            break;
        }
        if ((_4023 ^ 2715209811u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1346u;
            break;
        }
        if ((_4023 ^ 4208316912u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1347u;
            break;
        }
        if ((_4023 ^ 875586580u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1348u;
            break;
        }
        if ((_4023 ^ 2439089192u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1349u;
            break;
        }
        if ((_4023 ^ 1212942138u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1350u;
            break;
        }
        if ((_4023 ^ 4071405540u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1351u;
            break;
        }
        if ((_4023 ^ 3358163319u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1352u;
            break;
        }
        if ((_4023 ^ 3769928021u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1353u;
            break;
        }
        if ((_4023 ^ 59089211u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1354u;
            break;
        }
        if ((_4023 ^ 2939716443u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1355u;
            break;
        }
        if ((_4023 ^ 3965663471u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1356u;
            break;
        }
        if ((_4023 ^ 2108085811u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1357u;
            break;
        }
        if ((_4023 ^ 3294815642u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1358u;
            break;
        }
        if ((_4023 ^ 753996201u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1359u;
            break;
        }
        if ((_4023 ^ 616198536u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1360u;
            break;
        }
        if ((_4023 ^ 1998864170u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1361u;
            break;
        }
        if ((_4023 ^ 2951071567u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1362u;
            break;
        }
        if ((_4023 ^ 3468364258u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1363u;
            break;
        }
        if ((_4023 ^ 2578536292u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1364u;
            break;
        }
        if ((_4023 ^ 222311724u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1365u;
            break;
        }
        if ((_4023 ^ 1822937146u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1366u;
            break;
        }
        if ((_4023 ^ 241601909u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1367u;
            break;
        }
        if ((_4023 ^ 3168382243u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1368u;
            break;
        }
        if ((_4023 ^ 1821703232u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1369u;
            break;
        }
        if ((_4023 ^ 596542174u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1370u;
            break;
        }
        if ((_4023 ^ 116693592u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1371u;
            break;
        }
        if ((_4023 ^ 4089770521u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1372u;
            break;
        }
        if ((_4023 ^ 163472835u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1373u;
            break;
        }
        if ((_4023 ^ 2298781329u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1374u;
            break;
        }
        if ((_4023 ^ 2209178645u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1375u;
            break;
        }
        if ((_4023 ^ 340751664u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1376u;
            break;
        }
        if ((_4023 ^ 1464763560u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1377u;
            break;
        }
        if ((_4023 ^ 2219020827u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1378u;
            break;
        }
        if ((_4023 ^ 509514388u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1379u;
            break;
        }
        if ((_4023 ^ 3014172755u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1380u;
            break;
        }
        if ((_4023 ^ 2533066864u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1381u;
            break;
        }
        if ((_4023 ^ 803984409u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1382u;
            break;
        }
        if ((_4023 ^ 2121974935u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1383u;
            break;
        }
        if ((_4023 ^ 983202057u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1384u;
            break;
        }
        if ((_4023 ^ 2087892676u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1385u;
            break;
        }
        if ((_4023 ^ 2397023220u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1386u;
            break;
        }
        if ((_4023 ^ 4236612204u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1387u;
            break;
        }
        if ((_4023 ^ 1534648217u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1388u;
            break;
        }
        if ((_4023 ^ 2228113424u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1389u;
            break;
        }
        if ((_4023 ^ 3388602306u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1390u;
            break;
        }
        if ((_4023 ^ 3366172192u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1391u;
            break;
        }
        if ((_4023 ^ 4069636856u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1392u;
            break;
        }
        if ((_4023 ^ 2244751628u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1393u;
            break;
        }
        if ((_4023 ^ 2053541073u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1394u;
            break;
        }
        if ((_4023 ^ 2139913607u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1395u;
            break;
        }
        if ((_4023 ^ 1632946743u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1396u;
            break;
        }
        if ((_4023 ^ 1412951114u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1397u;
            break;
        }
        if ((_4023 ^ 3634922981u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1398u;
            break;
        }
        if ((_4023 ^ 2284176400u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1399u;
            break;
        }
        if ((_4023 ^ 2168199091u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1400u;
            break;
        }
        if ((_4023 ^ 3409035674u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1401u;
            break;
        }
        if ((_4023 ^ 775768003u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1402u;
            break;
        }
        if ((_4023 ^ 3052601242u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1403u;
            break;
        }
        if ((_4023 ^ 4031027560u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1404u;
            break;
        }
        if ((_4023 ^ 4228817843u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1405u;
            break;
        }
        if ((_4023 ^ 3759227800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1406u;
            break;
        }
        if ((_4023 ^ 3236162670u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1407u;
            break;
        }
        if ((_4023 ^ 1925664029u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1408u;
            break;
        }
        if ((_4023 ^ 3842511629u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1409u;
            break;
        }
        if ((_4023 ^ 987221462u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1410u;
            break;
        }
        if ((_4023 ^ 550393846u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1411u;
            break;
        }
        if ((_4023 ^ 373583755u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1412u;
            break;
        }
        if ((_4023 ^ 1317334665u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1413u;
            break;
        }
        if ((_4023 ^ 3169201671u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1414u;
            break;
        }
        if ((_4023 ^ 1670241801u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1415u;
            break;
        }
        if ((_4023 ^ 1190231044u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1416u;
            break;
        }
        if ((_4023 ^ 2405969290u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1417u;
            break;
        }
        if ((_4023 ^ 998311263u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1418u;
            break;
        }
        if ((_4023 ^ 1117683189u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1419u;
            break;
        }
        if ((_4023 ^ 4229594161u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1420u;
            break;
        }
        if ((_4023 ^ 3805235896u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1421u;
            break;
        }
        if ((_4023 ^ 2328631942u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1422u;
            break;
        }
        if ((_4023 ^ 1937381980u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1423u;
            break;
        }
        if ((_4023 ^ 1151685101u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1424u;
            break;
        }
        if ((_4023 ^ 3624283817u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1425u;
            break;
        }
        if ((_4023 ^ 1169353609u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1426u;
            break;
        }
        if ((_4023 ^ 2849565667u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1427u;
            break;
        }
        if ((_4023 ^ 1649483893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1428u;
            break;
        }
        if ((_4023 ^ 320731592u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1429u;
            break;
        }
        if ((_4023 ^ 3358651515u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1430u;
            break;
        }
        if ((_4023 ^ 1096571146u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1431u;
            break;
        }
        if ((_4023 ^ 1401387672u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1432u;
            break;
        }
        if ((_4023 ^ 583091129u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1433u;
            break;
        }
        if ((_4023 ^ 3014728643u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1434u;
            break;
        }
        if ((_4023 ^ 2905801076u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1435u;
            break;
        }
        if ((_4023 ^ 490131941u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1436u;
            break;
        }
        if ((_4023 ^ 2595438815u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1437u;
            break;
        }
        if ((_4023 ^ 390906742u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1438u;
            break;
        }
        if ((_4023 ^ 1800058540u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1439u;
            break;
        }
        if ((_4023 ^ 2308704632u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1440u;
            break;
        }
        if ((_4023 ^ 3288646879u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1441u;
            break;
        }
        if ((_4023 ^ 4181622294u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1442u;
            break;
        }
        if ((_4023 ^ 628185534u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1443u;
            break;
        }
        if ((_4023 ^ 1945515204u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1444u;
            break;
        }
        if ((_4023 ^ 2280001839u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1445u;
            break;
        }
        if ((_4023 ^ 4280867644u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1446u;
            break;
        }
        if ((_4023 ^ 540907776u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1447u;
            break;
        }
        if ((_4023 ^ 2392020836u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1448u;
            break;
        }
        if ((_4023 ^ 3033471326u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1449u;
            break;
        }
        if ((_4023 ^ 4204421048u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1450u;
            break;
        }
        if ((_4023 ^ 3606428903u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1451u;
            break;
        }
        if ((_4023 ^ 1402548563u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1452u;
            break;
        }
        if ((_4023 ^ 967539615u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1453u;
            break;
        }
        if ((_4023 ^ 3930445499u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1454u;
            break;
        }
        if ((_4023 ^ 3962491788u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1455u;
            break;
        }
        if ((_4023 ^ 862559375u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1456u;
            break;
        }
        if ((_4023 ^ 3476045099u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1457u;
            break;
        }
        if ((_4023 ^ 907239258u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1458u;
            break;
        }
        if ((_4023 ^ 951438572u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1459u;
            break;
        }
        if ((_4023 ^ 379127398u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1460u;
            break;
        }
        if ((_4023 ^ 3234256498u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1461u;
            break;
        }
        if ((_4023 ^ 183751387u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1462u;
            break;
        }
        if ((_4023 ^ 3498274057u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1463u;
            break;
        }
        if ((_4023 ^ 1196155815u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1464u;
            break;
        }
        if ((_4023 ^ 3949675967u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1465u;
            break;
        }
        if ((_4023 ^ 2389691559u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1466u;
            break;
        }
        if ((_4023 ^ 164984336u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1467u;
            break;
        }
        if ((_4023 ^ 1454003080u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1468u;
            break;
        }
        if ((_4023 ^ 1969914619u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1469u;
            break;
        }
        if ((_4023 ^ 3990544952u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1470u;
            break;
        }
        if ((_4023 ^ 97753975u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1471u;
            break;
        }
        if ((_4023 ^ 314534066u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1472u;
            break;
        }
        if ((_4023 ^ 1151759813u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1473u;
            break;
        }
        if ((_4023 ^ 3610329559u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1474u;
            break;
        }
        if ((_4023 ^ 311506079u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1475u;
            break;
        }
        if ((_4023 ^ 2124338729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1476u;
            break;
        }
        if ((_4023 ^ 34128194u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1477u;
            break;
        }
        if ((_4023 ^ 3980904169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1478u;
            break;
        }
        if ((_4023 ^ 436275768u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1479u;
            break;
        }
        if ((_4023 ^ 489053890u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1480u;
            break;
        }
        if ((_4023 ^ 1134864268u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1481u;
            break;
        }
        if ((_4023 ^ 1519491898u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1482u;
            break;
        }
        if ((_4023 ^ 1629534686u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1483u;
            break;
        }
        if ((_4023 ^ 3147652644u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1484u;
            break;
        }
        if ((_4023 ^ 3038637611u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1485u;
            break;
        }
        if ((_4023 ^ 3930843948u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1486u;
            break;
        }
        if ((_4023 ^ 2169137236u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1487u;
            break;
        }
        if ((_4023 ^ 4143232409u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1488u;
            break;
        }
        if ((_4023 ^ 3885164584u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1489u;
            break;
        }
        if ((_4023 ^ 674942128u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1490u;
            break;
        }
        if ((_4023 ^ 3852921871u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1491u;
            break;
        }
        if ((_4023 ^ 3661336464u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1492u;
            break;
        }
        if ((_4023 ^ 2505040637u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1493u;
            break;
        }
        if ((_4023 ^ 1122873808u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1494u;
            break;
        }
        if ((_4023 ^ 2458029111u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1495u;
            break;
        }
        if ((_4023 ^ 3626484358u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1496u;
            break;
        }
        if ((_4023 ^ 2649857001u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1497u;
            break;
        }
        if ((_4023 ^ 1810367701u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1498u;
            break;
        }
        if ((_4023 ^ 2064733934u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1499u;
            break;
        }
        if ((_4023 ^ 2387016268u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1500u;
            break;
        }
        if ((_4023 ^ 1980070485u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1501u;
            break;
        }
        if ((_4023 ^ 2689197962u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1502u;
            break;
        }
        if ((_4023 ^ 1180600019u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1503u;
            break;
        }
        if ((_4023 ^ 3881486151u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1504u;
            break;
        }
        if ((_4023 ^ 3149614324u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1505u;
            break;
        }
        if ((_4023 ^ 426868019u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1506u;
            break;
        }
        if ((_4023 ^ 2285047716u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1507u;
            break;
        }
        if ((_4023 ^ 2908199819u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1508u;
            break;
        }
        if ((_4023 ^ 2244845158u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1509u;
            break;
        }
        if ((_4023 ^ 3300356025u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1510u;
            break;
        }
        if ((_4023 ^ 2252780893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1511u;
            break;
        }
        if ((_4023 ^ 2433967089u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1512u;
            break;
        }
        if ((_4023 ^ 2757219111u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1513u;
            break;
        }
        if ((_4023 ^ 844679798u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1514u;
            break;
        }
        if ((_4023 ^ 2273422083u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1515u;
            break;
        }
        if ((_4023 ^ 2235941293u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1516u;
            break;
        }
        if ((_4023 ^ 1302873579u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1517u;
            break;
        }
        if ((_4023 ^ 4238180911u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1518u;
            break;
        }
        if ((_4023 ^ 2641734781u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1519u;
            break;
        }
        if ((_4023 ^ 1381581850u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1520u;
            break;
        }
        if ((_4023 ^ 1759878428u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1521u;
            break;
        }
        if ((_4023 ^ 1514369482u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1522u;
            break;
        }
        if ((_4023 ^ 1022565420u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1523u;
            break;
        }
        if ((_4023 ^ 299196505u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1524u;
            break;
        }
        if ((_4023 ^ 1587374735u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1525u;
            break;
        }
        if ((_4023 ^ 4107303120u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1526u;
            break;
        }
        if ((_4023 ^ 3964728008u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1527u;
            break;
        }
        if ((_4023 ^ 1128954492u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1528u;
            break;
        }
        if ((_4023 ^ 4148947771u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1529u;
            break;
        }
        if ((_4023 ^ 3676339551u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1530u;
            break;
        }
        if ((_4023 ^ 2068929456u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1531u;
            break;
        }
        if ((_4023 ^ 1104432202u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1532u;
            break;
        }
        if ((_4023 ^ 3115732741u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1533u;
            break;
        }
        if ((_4023 ^ 530860904u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1534u;
            break;
        }
        if ((_4023 ^ 1387383064u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1535u;
            break;
        }
        if ((_4023 ^ 2107785883u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1536u;
            break;
        }
        if ((_4023 ^ 689022227u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1537u;
            break;
        }
        if ((_4023 ^ 1052930688u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1538u;
            break;
        }
        if ((_4023 ^ 147540887u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1539u;
            break;
        }
        if ((_4023 ^ 3031586331u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1540u;
            break;
        }
        if ((_4023 ^ 1550077273u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1541u;
            break;
        }
        if ((_4023 ^ 2529476742u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1542u;
            break;
        }
        if ((_4023 ^ 1493274386u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1543u;
            break;
        }
        if ((_4023 ^ 1683593690u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1544u;
            break;
        }
        if ((_4023 ^ 3394104173u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1545u;
            break;
        }
        if ((_4023 ^ 1481537880u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1546u;
            break;
        }
        if ((_4023 ^ 1389820797u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1547u;
            break;
        }
        if ((_4023 ^ 1027947604u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1548u;
            break;
        }
        if ((_4023 ^ 673459418u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1549u;
            break;
        }
        if ((_4023 ^ 3451591420u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1550u;
            break;
        }
        if ((_4023 ^ 2420200409u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1551u;
            break;
        }
        if ((_4023 ^ 1329025030u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1552u;
            break;
        }
        if ((_4023 ^ 1102867356u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1553u;
            break;
        }
        if ((_4023 ^ 2936922069u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1554u;
            break;
        }
        if ((_4023 ^ 3762085499u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1555u;
            break;
        }
        if ((_4023 ^ 1449517657u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1556u;
            break;
        }
        if ((_4023 ^ 4095491900u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1557u;
            break;
        }
        if ((_4023 ^ 3851116159u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1558u;
            break;
        }
        if ((_4023 ^ 2751453261u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1559u;
            break;
        }
        if ((_4023 ^ 1297665399u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1560u;
            break;
        }
        if ((_4023 ^ 3814364947u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1561u;
            break;
        }
        if ((_4023 ^ 365788842u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1562u;
            break;
        }
        if ((_4023 ^ 3502118985u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1563u;
            break;
        }
        if ((_4023 ^ 3887320956u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1564u;
            break;
        }
        if ((_4023 ^ 2597995472u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1565u;
            break;
        }
        if ((_4023 ^ 2421184174u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1566u;
            break;
        }
        if ((_4023 ^ 1280435616u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1567u;
            break;
        }
        if ((_4023 ^ 183914707u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1568u;
            break;
        }
        if ((_4023 ^ 3244656673u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1569u;
            break;
        }
        if ((_4023 ^ 2274099008u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1570u;
            break;
        }
        if ((_4023 ^ 3884611438u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1571u;
            break;
        }
        if ((_4023 ^ 1986845194u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1572u;
            break;
        }
        if ((_4023 ^ 645401781u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1573u;
            break;
        }
        if ((_4023 ^ 734356921u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1574u;
            break;
        }
        if ((_4023 ^ 52651647u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1575u;
            break;
        }
        if ((_4023 ^ 446008077u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1576u;
            break;
        }
        if ((_4023 ^ 3003323135u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1577u;
            break;
        }
        if ((_4023 ^ 3802611351u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1578u;
            break;
        }
        if ((_4023 ^ 263103463u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1579u;
            break;
        }
        if ((_4023 ^ 3505706626u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1580u;
            break;
        }
        if ((_4023 ^ 2320965178u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1581u;
            break;
        }
        if ((_4023 ^ 1968928913u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1582u;
            break;
        }
        if ((_4023 ^ 4265746386u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1583u;
            break;
        }
        if ((_4023 ^ 2777410127u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1584u;
            break;
        }
        if ((_4023 ^ 627834397u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1585u;
            break;
        }
        if ((_4023 ^ 2152901748u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1586u;
            break;
        }
        if ((_4023 ^ 1467025589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1587u;
            break;
        }
        if ((_4023 ^ 1486843739u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1588u;
            break;
        }
        if ((_4023 ^ 4127166788u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1589u;
            break;
        }
        if ((_4023 ^ 1952624720u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1590u;
            break;
        }
        if ((_4023 ^ 543565885u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1591u;
            break;
        }
        if ((_4023 ^ 929461455u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1592u;
            break;
        }
        if ((_4023 ^ 4279454323u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1593u;
            break;
        }
        if ((_4023 ^ 3692168887u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1594u;
            break;
        }
        if ((_4023 ^ 2874280923u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1595u;
            break;
        }
        if ((_4023 ^ 2813563715u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1596u;
            break;
        }
        if ((_4023 ^ 2697401246u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1597u;
            break;
        }
        if ((_4023 ^ 1842730488u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1598u;
            break;
        }
        if ((_4023 ^ 3495043920u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1599u;
            break;
        }
        if ((_4023 ^ 269081052u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1600u;
            break;
        }
        if ((_4023 ^ 41268435u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1601u;
            break;
        }
        if ((_4023 ^ 1727209858u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1602u;
            break;
        }
        if ((_4023 ^ 225837505u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1603u;
            break;
        }
        if ((_4023 ^ 1271715443u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1604u;
            break;
        }
        if ((_4023 ^ 3763925265u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1605u;
            break;
        }
        if ((_4023 ^ 729902853u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1606u;
            break;
        }
        if ((_4023 ^ 2809912691u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1607u;
            break;
        }
        if ((_4023 ^ 3267585276u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1608u;
            break;
        }
        if ((_4023 ^ 1506635543u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1609u;
            break;
        }
        if ((_4023 ^ 1068357189u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1610u;
            break;
        }
        if ((_4023 ^ 866789965u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1611u;
            break;
        }
        if ((_4023 ^ 3847097545u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1612u;
            break;
        }
        if ((_4023 ^ 245896076u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1613u;
            break;
        }
        if ((_4023 ^ 425686842u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1614u;
            break;
        }
        if ((_4023 ^ 1931165406u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1615u;
            break;
        }
        if ((_4023 ^ 1443126318u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1616u;
            break;
        }
        if ((_4023 ^ 3654183202u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1617u;
            break;
        }
        if ((_4023 ^ 2106742066u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1618u;
            break;
        }
        if ((_4023 ^ 3254766359u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1619u;
            break;
        }
        if ((_4023 ^ 321458525u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1620u;
            break;
        }
        if ((_4023 ^ 1807553252u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1621u;
            break;
        }
        if ((_4023 ^ 706362580u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1622u;
            break;
        }
        if ((_4023 ^ 1201678286u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1623u;
            break;
        }
        if ((_4023 ^ 1975280304u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1624u;
            break;
        }
        if ((_4023 ^ 1572893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1625u;
            break;
        }
        if ((_4023 ^ 1020923784u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1626u;
            break;
        }
        if ((_4023 ^ 4278039388u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1627u;
            break;
        }
        if ((_4023 ^ 995669374u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1628u;
            break;
        }
        if ((_4023 ^ 3260838551u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1629u;
            break;
        }
        if ((_4023 ^ 2576327859u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1630u;
            break;
        }
        if ((_4023 ^ 1014693733u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1631u;
            break;
        }
        if ((_4023 ^ 3555240863u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1632u;
            break;
        }
        if ((_4023 ^ 808109558u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1633u;
            break;
        }
        if ((_4023 ^ 2622657751u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1634u;
            break;
        }
        if ((_4023 ^ 4264487720u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1635u;
            break;
        }
        if ((_4023 ^ 622176417u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1636u;
            break;
        }
        if ((_4023 ^ 3921986589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1637u;
            break;
        }
        if ((_4023 ^ 364789228u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1638u;
            break;
        }
        if ((_4023 ^ 4163762414u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1639u;
            break;
        }
        if ((_4023 ^ 755923180u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1640u;
            break;
        }
        if ((_4023 ^ 2352137456u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1641u;
            break;
        }
        if ((_4023 ^ 635614881u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1642u;
            break;
        }
        if ((_4023 ^ 949401483u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1643u;
            break;
        }
        if ((_4023 ^ 3663986334u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1644u;
            break;
        }
        if ((_4023 ^ 2985270945u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1645u;
            break;
        }
        if ((_4023 ^ 2761160234u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1646u;
            break;
        }
        if ((_4023 ^ 2701666432u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1647u;
            break;
        }
        if ((_4023 ^ 1317561409u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1648u;
            break;
        }
        if ((_4023 ^ 647660737u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1649u;
            break;
        }
        if ((_4023 ^ 1621459589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1650u;
            break;
        }
        if ((_4023 ^ 748440324u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1651u;
            break;
        }
        if ((_4023 ^ 3165812978u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1652u;
            break;
        }
        if ((_4023 ^ 1873229330u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1653u;
            break;
        }
        if ((_4023 ^ 3413418338u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1654u;
            break;
        }
        if ((_4023 ^ 1265097763u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1655u;
            break;
        }
        if ((_4023 ^ 4178209546u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1656u;
            break;
        }
        if ((_4023 ^ 3378047761u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1657u;
            break;
        }
        if ((_4023 ^ 457008016u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1658u;
            break;
        }
        if ((_4023 ^ 2784413717u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1659u;
            break;
        }
        if ((_4023 ^ 289344117u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1660u;
            break;
        }
        if ((_4023 ^ 282112767u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1661u;
            break;
        }
        if ((_4023 ^ 691084239u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1662u;
            break;
        }
        if ((_4023 ^ 3800613299u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1663u;
            break;
        }
        if ((_4023 ^ 3751183389u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1664u;
            break;
        }
        if ((_4023 ^ 2219499818u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1665u;
            break;
        }
        if ((_4023 ^ 214577648u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1666u;
            break;
        }
        if ((_4023 ^ 1182454294u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1667u;
            break;
        }
        if ((_4023 ^ 1794808560u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1668u;
            break;
        }
        if ((_4023 ^ 2476994164u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1669u;
            break;
        }
        if ((_4023 ^ 2662259811u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1670u;
            break;
        }
        if ((_4023 ^ 4030255693u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1671u;
            break;
        }
        if ((_4023 ^ 3094586958u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1672u;
            break;
        }
        if ((_4023 ^ 995196397u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1673u;
            break;
        }
        if ((_4023 ^ 3389356738u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1674u;
            break;
        }
        if ((_4023 ^ 2732393780u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1675u;
            break;
        }
        if ((_4023 ^ 2782031166u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1676u;
            break;
        }
        if ((_4023 ^ 3906725652u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1677u;
            break;
        }
        if ((_4023 ^ 2235016739u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1678u;
            break;
        }
        if ((_4023 ^ 2094676111u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1679u;
            break;
        }
        if ((_4023 ^ 879285734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1680u;
            break;
        }
        if ((_4023 ^ 3717263349u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1681u;
            break;
        }
        if ((_4023 ^ 1636919747u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1682u;
            break;
        }
        if ((_4023 ^ 1910839367u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1683u;
            break;
        }
        if ((_4023 ^ 997384213u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1684u;
            break;
        }
        if ((_4023 ^ 2671521066u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1685u;
            break;
        }
        if ((_4023 ^ 3519802010u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1686u;
            break;
        }
        if ((_4023 ^ 2153159249u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1687u;
            break;
        }
        if ((_4023 ^ 3517148689u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1688u;
            break;
        }
        if ((_4023 ^ 2482500589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1689u;
            break;
        }
        if ((_4023 ^ 3603289335u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1690u;
            break;
        }
        if ((_4023 ^ 190847138u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1691u;
            break;
        }
        if ((_4023 ^ 50760323u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1692u;
            break;
        }
        if ((_4023 ^ 2460853696u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1693u;
            break;
        }
        if ((_4023 ^ 2755957678u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1694u;
            break;
        }
        if ((_4023 ^ 3908519659u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1695u;
            break;
        }
        if ((_4023 ^ 4019390077u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1696u;
            break;
        }
        if ((_4023 ^ 2028854655u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1697u;
            break;
        }
        if ((_4023 ^ 1591105792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1698u;
            break;
        }
        if ((_4023 ^ 2090696013u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1699u;
            break;
        }
        if ((_4023 ^ 2041957217u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1700u;
            break;
        }
        if ((_4023 ^ 2741313297u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1701u;
            break;
        }
        if ((_4023 ^ 637227072u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1702u;
            break;
        }
        if ((_4023 ^ 2562043833u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1703u;
            break;
        }
        if ((_4023 ^ 4267085982u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1704u;
            break;
        }
        if ((_4023 ^ 4002230271u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1705u;
            break;
        }
        if ((_4023 ^ 4285839361u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1706u;
            break;
        }
        if ((_4023 ^ 2327158253u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1707u;
            break;
        }
        if ((_4023 ^ 2013828003u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1708u;
            break;
        }
        if ((_4023 ^ 3240083120u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1709u;
            break;
        }
        if ((_4023 ^ 3624027607u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1710u;
            break;
        }
        if ((_4023 ^ 3247230650u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1711u;
            break;
        }
        if ((_4023 ^ 1605312210u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1712u;
            break;
        }
        if ((_4023 ^ 1382370766u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1713u;
            break;
        }
        if ((_4023 ^ 300441609u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1714u;
            break;
        }
        if ((_4023 ^ 3830070214u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1715u;
            break;
        }
        if ((_4023 ^ 2400322645u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1716u;
            break;
        }
        if ((_4023 ^ 513188824u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1717u;
            break;
        }
        if ((_4023 ^ 957151720u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1718u;
            break;
        }
        if ((_4023 ^ 426666267u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1719u;
            break;
        }
        if ((_4023 ^ 3432534078u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1720u;
            break;
        }
        if ((_4023 ^ 1149870674u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1721u;
            break;
        }
        if ((_4023 ^ 482331319u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1722u;
            break;
        }
        if ((_4023 ^ 2040677324u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1723u;
            break;
        }
        if ((_4023 ^ 935414872u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1724u;
            break;
        }
        if ((_4023 ^ 4098548067u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1725u;
            break;
        }
        if ((_4023 ^ 1977387327u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1726u;
            break;
        }
        if ((_4023 ^ 605038792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1727u;
            break;
        }
        if ((_4023 ^ 103583084u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1728u;
            break;
        }
        if ((_4023 ^ 841550504u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1729u;
            break;
        }
        if ((_4023 ^ 127316745u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1730u;
            break;
        }
        if ((_4023 ^ 1107050735u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1731u;
            break;
        }
        if ((_4023 ^ 3685591783u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1732u;
            break;
        }
        if ((_4023 ^ 2109976422u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1733u;
            break;
        }
        if ((_4023 ^ 659082444u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1734u;
            break;
        }
        if ((_4023 ^ 2544132903u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1735u;
            break;
        }
        if ((_4023 ^ 2384806289u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1736u;
            break;
        }
        if ((_4023 ^ 2119185434u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1737u;
            break;
        }
        if ((_4023 ^ 947780041u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1738u;
            break;
        }
        if ((_4023 ^ 1381668161u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1739u;
            break;
        }
        if ((_4023 ^ 1496160091u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1740u;
            break;
        }
        if ((_4023 ^ 4159343751u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1741u;
            break;
        }
        if ((_4023 ^ 3932525217u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1742u;
            break;
        }
        if ((_4023 ^ 2806295614u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1743u;
            break;
        }
        if ((_4023 ^ 1543153528u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1744u;
            break;
        }
        if ((_4023 ^ 3188089362u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1745u;
            break;
        }
        if ((_4023 ^ 2931511777u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1746u;
            break;
        }
        if ((_4023 ^ 521474473u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1747u;
            break;
        }
        if ((_4023 ^ 531394465u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1748u;
            break;
        }
        if ((_4023 ^ 4008861552u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1749u;
            break;
        }
        if ((_4023 ^ 2319940868u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1750u;
            break;
        }
        if ((_4023 ^ 3824871505u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1751u;
            break;
        }
        if ((_4023 ^ 1396309946u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1752u;
            break;
        }
        if ((_4023 ^ 1996642639u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1753u;
            break;
        }
        if ((_4023 ^ 3086132609u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1754u;
            break;
        }
        if ((_4023 ^ 1860061004u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1755u;
            break;
        }
        if ((_4023 ^ 2874029757u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1756u;
            break;
        }
        if ((_4023 ^ 918411114u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1757u;
            break;
        }
        if ((_4023 ^ 1617294539u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1758u;
            break;
        }
        if ((_4023 ^ 4210457516u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1759u;
            break;
        }
        if ((_4023 ^ 2980299516u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1760u;
            break;
        }
        if ((_4023 ^ 2432411021u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1761u;
            break;
        }
        if ((_4023 ^ 2596636529u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1762u;
            break;
        }
        if ((_4023 ^ 1196669221u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1763u;
            break;
        }
        if ((_4023 ^ 4134614194u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1764u;
            break;
        }
        if ((_4023 ^ 842888565u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1765u;
            break;
        }
        if ((_4023 ^ 3159586341u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1766u;
            break;
        }
        if ((_4023 ^ 4051093742u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1767u;
            break;
        }
        if ((_4023 ^ 3583581019u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1768u;
            break;
        }
        if ((_4023 ^ 4070943712u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1769u;
            break;
        }
        if ((_4023 ^ 1077725547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1770u;
            break;
        }
        if ((_4023 ^ 700536343u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1771u;
            break;
        }
        if ((_4023 ^ 1440476181u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1772u;
            break;
        }
        if ((_4023 ^ 906723768u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1773u;
            break;
        }
        if ((_4023 ^ 248141051u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1774u;
            break;
        }
        if ((_4023 ^ 3094215618u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1775u;
            break;
        }
        if ((_4023 ^ 3515031224u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1776u;
            break;
        }
        if ((_4023 ^ 4129648458u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1777u;
            break;
        }
        if ((_4023 ^ 837310310u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1778u;
            break;
        }
        if ((_4023 ^ 2162542864u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1779u;
            break;
        }
        if ((_4023 ^ 4281581929u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1780u;
            break;
        }
        if ((_4023 ^ 1579543547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1781u;
            break;
        }
        if ((_4023 ^ 895986098u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1782u;
            break;
        }
        if ((_4023 ^ 1977741928u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1783u;
            break;
        }
        if ((_4023 ^ 1544229854u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1784u;
            break;
        }
        if ((_4023 ^ 4125030751u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1785u;
            break;
        }
        if ((_4023 ^ 1143367409u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1786u;
            break;
        }
        if ((_4023 ^ 1236887724u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1787u;
            break;
        }
        if ((_4023 ^ 268370821u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1788u;
            break;
        }
        if ((_4023 ^ 1214297741u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1789u;
            break;
        }
        if ((_4023 ^ 2986900305u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1790u;
            break;
        }
        if ((_4023 ^ 3654484122u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1791u;
            break;
        }
        if ((_4023 ^ 673881327u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1792u;
            break;
        }
        if ((_4023 ^ 498604539u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1793u;
            break;
        }
        if ((_4023 ^ 3813849415u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1794u;
            break;
        }
        if ((_4023 ^ 4092364548u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1795u;
            break;
        }
        if ((_4023 ^ 4245692635u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1796u;
            break;
        }
        if ((_4023 ^ 3807413927u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1797u;
            break;
        }
        if ((_4023 ^ 3485022838u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1798u;
            break;
        }
        if ((_4023 ^ 1395522039u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1799u;
            break;
        }
        if ((_4023 ^ 3361975432u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1800u;
            break;
        }
        if ((_4023 ^ 3451767466u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1801u;
            break;
        }
        if ((_4023 ^ 2610541374u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1802u;
            break;
        }
        if ((_4023 ^ 1913220565u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1803u;
            break;
        }
        if ((_4023 ^ 359030039u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1804u;
            break;
        }
        if ((_4023 ^ 387548227u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1805u;
            break;
        }
        if ((_4023 ^ 2474454636u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1806u;
            break;
        }
        if ((_4023 ^ 900546653u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1807u;
            break;
        }
        if ((_4023 ^ 2939681800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1808u;
            break;
        }
        if ((_4023 ^ 3313916651u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1809u;
            break;
        }
        if ((_4023 ^ 3059394772u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1810u;
            break;
        }
        if ((_4023 ^ 336113842u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1811u;
            break;
        }
        if ((_4023 ^ 3451970905u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1812u;
            break;
        }
        if ((_4023 ^ 4256005384u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1813u;
            break;
        }
        if ((_4023 ^ 4110177652u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1814u;
            break;
        }
        if ((_4023 ^ 2484423673u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1815u;
            break;
        }
        if ((_4023 ^ 715902231u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1816u;
            break;
        }
        if ((_4023 ^ 4175816359u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1817u;
            break;
        }
        if ((_4023 ^ 867165341u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1818u;
            break;
        }
        if ((_4023 ^ 3580513901u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1819u;
            break;
        }
        if ((_4023 ^ 4052001031u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1820u;
            break;
        }
        if ((_4023 ^ 3411111014u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1821u;
            break;
        }
        if ((_4023 ^ 1999922011u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1822u;
            break;
        }
        if ((_4023 ^ 1443078167u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1823u;
            break;
        }
        if ((_4023 ^ 3016225195u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1824u;
            break;
        }
        if ((_4023 ^ 3894750354u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1825u;
            break;
        }
        if ((_4023 ^ 250716717u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1826u;
            break;
        }
        if ((_4023 ^ 3710999882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1827u;
            break;
        }
        if ((_4023 ^ 4165827840u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1828u;
            break;
        }
        if ((_4023 ^ 3444663962u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1829u;
            break;
        }
        if ((_4023 ^ 2247821230u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1830u;
            break;
        }
        if ((_4023 ^ 2647181806u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1831u;
            break;
        }
        if ((_4023 ^ 1239494577u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1832u;
            break;
        }
        if ((_4023 ^ 1745199030u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1833u;
            break;
        }
        if ((_4023 ^ 236953201u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1834u;
            break;
        }
        if ((_4023 ^ 315053089u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1835u;
            break;
        }
        if ((_4023 ^ 3029261563u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1836u;
            break;
        }
        if ((_4023 ^ 280625510u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1837u;
            break;
        }
        if ((_4023 ^ 1753734600u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1838u;
            break;
        }
        if ((_4023 ^ 592463479u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1839u;
            break;
        }
        if ((_4023 ^ 1052696890u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1840u;
            break;
        }
        if ((_4023 ^ 2231290921u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1841u;
            break;
        }
        if ((_4023 ^ 1984686734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1842u;
            break;
        }
        if ((_4023 ^ 993953598u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1843u;
            break;
        }
        if ((_4023 ^ 4245245136u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1844u;
            break;
        }
        if ((_4023 ^ 3632431264u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1845u;
            break;
        }
        if ((_4023 ^ 2517072925u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1846u;
            break;
        }
        if ((_4023 ^ 481959193u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1847u;
            break;
        }
        if ((_4023 ^ 4284633675u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1848u;
            break;
        }
        if ((_4023 ^ 1448352291u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1849u;
            break;
        }
        if ((_4023 ^ 3200506471u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1850u;
            break;
        }
        if ((_4023 ^ 149381925u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1851u;
            break;
        }
        if ((_4023 ^ 1752826981u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1852u;
            break;
        }
        if ((_4023 ^ 704277829u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1853u;
            break;
        }
        if ((_4023 ^ 3575989488u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1854u;
            break;
        }
        if ((_4023 ^ 2675796693u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1855u;
            break;
        }
        if ((_4023 ^ 1186892259u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1856u;
            break;
        }
        if ((_4023 ^ 1140766999u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1857u;
            break;
        }
        if ((_4023 ^ 3535792917u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1858u;
            break;
        }
        if ((_4023 ^ 1666396108u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1859u;
            break;
        }
        if ((_4023 ^ 2503310466u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1860u;
            break;
        }
        if ((_4023 ^ 2989515485u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1861u;
            break;
        }
        if ((_4023 ^ 2182234275u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1862u;
            break;
        }
        if ((_4023 ^ 2485383769u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1863u;
            break;
        }
        if ((_4023 ^ 2961745715u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1864u;
            break;
        }
        if ((_4023 ^ 914249798u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1865u;
            break;
        }
        if ((_4023 ^ 4179170970u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1866u;
            break;
        }
        if ((_4023 ^ 4193542975u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1867u;
            break;
        }
        if ((_4023 ^ 2339124551u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1868u;
            break;
        }
        if ((_4023 ^ 909281508u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1869u;
            break;
        }
        if ((_4023 ^ 579359572u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1870u;
            break;
        }
        if ((_4023 ^ 1117375923u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1871u;
            break;
        }
        if ((_4023 ^ 1342264533u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1872u;
            break;
        }
        if ((_4023 ^ 2644279520u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1873u;
            break;
        }
        if ((_4023 ^ 4270647069u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1874u;
            break;
        }
        if ((_4023 ^ 10139994u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1875u;
            break;
        }
        if ((_4023 ^ 182600645u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1876u;
            break;
        }
        if ((_4023 ^ 4078243364u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1877u;
            break;
        }
        if ((_4023 ^ 1953627874u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1878u;
            break;
        }
        if ((_4023 ^ 3234369593u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1879u;
            break;
        }
        if ((_4023 ^ 3152755074u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1880u;
            break;
        }
        if ((_4023 ^ 4234358276u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1881u;
            break;
        }
        if ((_4023 ^ 3486979582u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1882u;
            break;
        }
        if ((_4023 ^ 1621452960u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1883u;
            break;
        }
        if ((_4023 ^ 3689194427u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1884u;
            break;
        }
        if ((_4023 ^ 3527939948u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1885u;
            break;
        }
        if ((_4023 ^ 966241734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1886u;
            break;
        }
        if ((_4023 ^ 723909076u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1887u;
            break;
        }
        if ((_4023 ^ 4243422240u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1888u;
            break;
        }
        if ((_4023 ^ 1402803451u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1889u;
            break;
        }
        if ((_4023 ^ 3088980894u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1890u;
            break;
        }
        if ((_4023 ^ 1807244379u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1891u;
            break;
        }
        if ((_4023 ^ 1633689879u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1892u;
            break;
        }
        if ((_4023 ^ 1106904482u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1893u;
            break;
        }
        if ((_4023 ^ 2035408603u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1894u;
            break;
        }
        if ((_4023 ^ 2074071799u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1895u;
            break;
        }
        if ((_4023 ^ 3881127369u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1896u;
            break;
        }
        if ((_4023 ^ 2891950130u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1897u;
            break;
        }
        if ((_4023 ^ 2637520432u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1898u;
            break;
        }
        if ((_4023 ^ 2088234470u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1899u;
            break;
        }
        if ((_4023 ^ 2330762732u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1900u;
            break;
        }
        if ((_4023 ^ 1299412809u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1901u;
            break;
        }
        if ((_4023 ^ 1200990648u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1902u;
            break;
        }
        if ((_4023 ^ 3848083806u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1903u;
            break;
        }
        if ((_4023 ^ 4203420325u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1904u;
            break;
        }
        if ((_4023 ^ 3580758248u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1905u;
            break;
        }
        if ((_4023 ^ 4175482570u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1906u;
            break;
        }
        if ((_4023 ^ 1005186834u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1907u;
            break;
        }
        if ((_4023 ^ 2392272314u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1908u;
            break;
        }
        if ((_4023 ^ 2568817888u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1909u;
            break;
        }
        if ((_4023 ^ 2443553723u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1910u;
            break;
        }
        if ((_4023 ^ 1199404002u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1911u;
            break;
        }
        if ((_4023 ^ 1825380735u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1912u;
            break;
        }
        if ((_4023 ^ 1027817659u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1913u;
            break;
        }
        if ((_4023 ^ 3798038881u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1914u;
            break;
        }
        if ((_4023 ^ 3687412426u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1915u;
            break;
        }
        if ((_4023 ^ 4013707169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1916u;
            break;
        }
        if ((_4023 ^ 2061227941u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1917u;
            break;
        }
        if ((_4023 ^ 2152878744u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1918u;
            break;
        }
        if ((_4023 ^ 1438847999u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1919u;
            break;
        }
        if ((_4023 ^ 450817225u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1920u;
            break;
        }
        if ((_4023 ^ 2537470805u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1921u;
            break;
        }
        if ((_4023 ^ 2170704580u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1922u;
            break;
        }
        if ((_4023 ^ 3245694685u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1923u;
            break;
        }
        if ((_4023 ^ 2700738689u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1924u;
            break;
        }
        if ((_4023 ^ 860987839u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1925u;
            break;
        }
        if ((_4023 ^ 1118038311u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1926u;
            break;
        }
        if ((_4023 ^ 1426102595u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1927u;
            break;
        }
        if ((_4023 ^ 3217997317u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1928u;
            break;
        }
        if ((_4023 ^ 3748987519u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1929u;
            break;
        }
        if ((_4023 ^ 1353741164u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1930u;
            break;
        }
        if ((_4023 ^ 2442576980u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1931u;
            break;
        }
        if ((_4023 ^ 1742891073u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1932u;
            break;
        }
        if ((_4023 ^ 675375966u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1933u;
            break;
        }
        if ((_4023 ^ 1019716792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1934u;
            break;
        }
        if ((_4023 ^ 3956660536u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1935u;
            break;
        }
        if ((_4023 ^ 352788502u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1936u;
            break;
        }
        if ((_4023 ^ 891146552u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1937u;
            break;
        }
        if ((_4023 ^ 1037332677u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1938u;
            break;
        }
        if ((_4023 ^ 3965580387u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1939u;
            break;
        }
        if ((_4023 ^ 3685110430u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1940u;
            break;
        }
        if ((_4023 ^ 2765809784u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1941u;
            break;
        }
        if ((_4023 ^ 2587938853u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1942u;
            break;
        }
        if ((_4023 ^ 4261489998u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1943u;
            break;
        }
        if ((_4023 ^ 3828453885u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1944u;
            break;
        }
        if ((_4023 ^ 915191125u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1945u;
            break;
        }
        if ((_4023 ^ 2579347210u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1946u;
            break;
        }
        if ((_4023 ^ 2228678019u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1947u;
            break;
        }
        if ((_4023 ^ 1135581524u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1948u;
            break;
        }
        if ((_4023 ^ 2934460949u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1949u;
            break;
        }
        if ((_4023 ^ 1741400388u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1950u;
            break;
        }
        if ((_4023 ^ 2905111725u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1951u;
            break;
        }
        if ((_4023 ^ 1673519313u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1952u;
            break;
        }
        if ((_4023 ^ 2117595211u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1953u;
            break;
        }
        if ((_4023 ^ 3332646456u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1954u;
            break;
        }
        if ((_4023 ^ 1323566164u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1955u;
            break;
        }
        if ((_4023 ^ 2541552688u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1956u;
            break;
        }
        if ((_4023 ^ 1420679663u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1957u;
            break;
        }
        if ((_4023 ^ 2103255659u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1958u;
            break;
        }
        if ((_4023 ^ 401594822u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1959u;
            break;
        }
        if ((_4023 ^ 3990644333u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1960u;
            break;
        }
        if ((_4023 ^ 4069833186u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1961u;
            break;
        }
        if ((_4023 ^ 628391029u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1962u;
            break;
        }
        if ((_4023 ^ 1546089530u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1963u;
            break;
        }
        if ((_4023 ^ 601138644u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1964u;
            break;
        }
        if ((_4023 ^ 4027174438u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1965u;
            break;
        }
        if ((_4023 ^ 2971968597u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1966u;
            break;
        }
        if ((_4023 ^ 188048115u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1967u;
            break;
        }
        if ((_4023 ^ 2828851032u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1968u;
            break;
        }
        if ((_4023 ^ 1528902581u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1969u;
            break;
        }
        if ((_4023 ^ 3582030281u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1970u;
            break;
        }
        if ((_4023 ^ 774003040u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1971u;
            break;
        }
        if ((_4023 ^ 1951513550u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1972u;
            break;
        }
        if ((_4023 ^ 2240605762u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1973u;
            break;
        }
        if ((_4023 ^ 3970702398u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1974u;
            break;
        }
        if ((_4023 ^ 206044926u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1975u;
            break;
        }
        if ((_4023 ^ 1856244073u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1976u;
            break;
        }
        if ((_4023 ^ 1681839654u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1977u;
            break;
        }
        if ((_4023 ^ 2159297799u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1978u;
            break;
        }
        if ((_4023 ^ 574963533u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1979u;
            break;
        }
        if ((_4023 ^ 2112620685u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1980u;
            break;
        }
        if ((_4023 ^ 203444184u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1981u;
            break;
        }
        if ((_4023 ^ 1402869112u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1982u;
            break;
        }
        if ((_4023 ^ 1255150113u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1983u;
            break;
        }
        if ((_4023 ^ 1064291208u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1984u;
            break;
        }
        if ((_4023 ^ 1582270631u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1985u;
            break;
        }
        if ((_4023 ^ 1383415744u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1986u;
            break;
        }
        if ((_4023 ^ 3918502951u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1987u;
            break;
        }
        if ((_4023 ^ 1484581038u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1988u;
            break;
        }
        if ((_4023 ^ 3752871408u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1989u;
            break;
        }
        if ((_4023 ^ 3085550569u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1990u;
            break;
        }
        if ((_4023 ^ 1272546612u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1991u;
            break;
        }
        if ((_4023 ^ 111251653u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1992u;
            break;
        }
        if ((_4023 ^ 3598294426u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1993u;
            break;
        }
        if ((_4023 ^ 1488747495u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1994u;
            break;
        }
        if ((_4023 ^ 1831149678u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1995u;
            break;
        }
        if ((_4023 ^ 91751936u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1996u;
            break;
        }
        if ((_4023 ^ 2481720049u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1997u;
            break;
        }
        if ((_4023 ^ 612239077u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1998u;
            break;
        }
        if ((_4023 ^ 1895456885u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1999u;
            break;
        }
        if ((_4023 ^ 962948381u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2000u;
            break;
        }
        if ((_4023 ^ 2274549714u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2001u;
            break;
        }
        if ((_4023 ^ 3305408002u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2002u;
            break;
        }
        if ((_4023 ^ 3902370729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2003u;
            break;
        }
        if ((_4023 ^ 28671674u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2004u;
            break;
        }
        if ((_4023 ^ 1060688635u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2005u;
            break;
        }
        if ((_4023 ^ 2920303418u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2006u;
            break;
        }
        if ((_4023 ^ 253436577u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2007u;
            break;
        }
        if ((_4023 ^ 865189105u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2008u;
            break;
        }
        if ((_4023 ^ 3888342840u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2009u;
            break;
        }
        if ((_4023 ^ 155880674u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2010u;
            break;
        }
        if ((_4023 ^ 2881315487u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2011u;
            break;
        }
        if ((_4023 ^ 3873564705u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2012u;
            break;
        }
        if ((_4023 ^ 2178970800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2013u;
            break;
        }
        if ((_4023 ^ 2977747645u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2014u;
            break;
        }
        if ((_4023 ^ 2787505746u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2015u;
            break;
        }
        if ((_4023 ^ 3612452781u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2016u;
            break;
        }
        if ((_4023 ^ 3281105167u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2017u;
            break;
        }
        if ((_4023 ^ 1504215771u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2018u;
            break;
        }
        if ((_4023 ^ 3606962591u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2019u;
            break;
        }
        if ((_4023 ^ 2199935778u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2020u;
            break;
        }
        if ((_4023 ^ 4088980171u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2021u;
            break;
        }
        if ((_4023 ^ 115022870u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2022u;
            break;
        }
        if ((_4023 ^ 2010353050u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2023u;
            break;
        }
        if ((_4023 ^ 1657762374u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2024u;
            break;
        }
        if ((_4023 ^ 2359694215u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2025u;
            break;
        }
        if ((_4023 ^ 2815777349u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2026u;
            break;
        }
        if ((_4023 ^ 1607915882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2027u;
            break;
        }
        if ((_4023 ^ 3202708145u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2028u;
            break;
        }
        if ((_4023 ^ 3150425077u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2029u;
            break;
        }
        if ((_4023 ^ 3305206361u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2030u;
            break;
        }
        if ((_4023 ^ 2213019836u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2031u;
            break;
        }
        if ((_4023 ^ 2261835461u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2032u;
            break;
        }
        if ((_4023 ^ 876441195u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2033u;
            break;
        }
        if ((_4023 ^ 289268164u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2034u;
            break;
        }
        if ((_4023 ^ 2523273164u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2035u;
            break;
        }
        if ((_4023 ^ 3415887553u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2036u;
            break;
        }
        if ((_4023 ^ 3724826558u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2037u;
            break;
        }
        if ((_4023 ^ 138111788u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2038u;
            break;
        }
        if ((_4023 ^ 3381514407u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2039u;
            break;
        }
        if ((_4023 ^ 1449847747u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2040u;
            break;
        }
        if ((_4023 ^ 4264284394u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2041u;
            break;
        }
        if ((_4023 ^ 1123528257u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2042u;
            break;
        }
        if ((_4023 ^ 984502880u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2043u;
            break;
        }
        if ((_4023 ^ 1051718801u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2044u;
            break;
        }
        if ((_4023 ^ 692045573u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2045u;
            break;
        }
        if ((_4023 ^ 917932535u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2046u;
            break;
        }
        if ((_4023 ^ 3309972068u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2047u;
            break;
        }
        if ((_4023 ^ 3823613633u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2048u;
            break;
        }
        if ((_4023 ^ 2717804106u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2049u;
            break;
        }
        if ((_4023 ^ 1625068327u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2050u;
            break;
        }
        if ((_4023 ^ 1611779698u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2051u;
            break;
        }
        if ((_4023 ^ 1301267535u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2052u;
            break;
        }
        if ((_4023 ^ 3271619672u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2053u;
            break;
        }
        if ((_4023 ^ 4055560835u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2054u;
            break;
        }
        if ((_4023 ^ 455051032u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2055u;
            break;
        }
        if ((_4023 ^ 2717302775u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2056u;
            break;
        }
        if ((_4023 ^ 65950179u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2057u;
            break;
        }
        if ((_4023 ^ 2953142509u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2058u;
            break;
        }
        if ((_4023 ^ 3557588542u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2059u;
            break;
        }
        if ((_4023 ^ 1316794430u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2060u;
            break;
        }
        if ((_4023 ^ 839212569u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2061u;
            break;
        }
        if ((_4023 ^ 93412567u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2062u;
            break;
        }
        if ((_4023 ^ 3702286146u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2063u;
            break;
        }
        if ((_4023 ^ 2832698660u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2064u;
            break;
        }
        if ((_4023 ^ 2036287419u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2065u;
            break;
        }
        if ((_4023 ^ 4077079454u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2066u;
            break;
        }
        if ((_4023 ^ 3168711909u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2067u;
            break;
        }
        if ((_4023 ^ 3547647933u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2068u;
            break;
        }
        if ((_4023 ^ 1925480729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2069u;
            break;
        }
        if ((_4023 ^ 408568119u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2070u;
            break;
        }
        if ((_4023 ^ 4114031053u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2071u;
            break;
        }
        if ((_4023 ^ 1542805638u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2072u;
            break;
        }
        if ((_4023 ^ 2291274949u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2073u;
            break;
        }
        if ((_4023 ^ 364857502u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2074u;
            break;
        }
        if ((_4023 ^ 3462706341u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2075u;
            break;
        }
        if ((_4023 ^ 1542619715u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2076u;
            break;
        }
        if ((_4023 ^ 4195572111u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2077u;
            break;
        }
        if ((_4023 ^ 4018817601u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2078u;
            break;
        }
        if ((_4023 ^ 3255447288u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2079u;
            break;
        }
        if ((_4023 ^ 1369737930u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2080u;
            break;
        }
        if ((_4023 ^ 2466165190u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2081u;
            break;
        }
        if ((_4023 ^ 920776922u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2082u;
            break;
        }
        if ((_4023 ^ 232729119u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2083u;
            break;
        }
        if ((_4023 ^ 3625510448u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2084u;
            break;
        }
        if ((_4023 ^ 3137793974u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2085u;
            break;
        }
        if ((_4023 ^ 1573196509u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2086u;
            break;
        }
        if ((_4023 ^ 2558386104u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2087u;
            break;
        }
        if ((_4023 ^ 341037208u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2088u;
            break;
        }
        if ((_4023 ^ 584589298u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2089u;
            break;
        }
        if ((_4023 ^ 2237824354u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2090u;
            break;
        }
        if ((_4023 ^ 1872964894u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2091u;
            break;
        }
        if ((_4023 ^ 650878517u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2092u;
            break;
        }
        if ((_4023 ^ 149470175u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2093u;
            break;
        }
        if ((_4023 ^ 137143429u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2094u;
            break;
        }
        if ((_4023 ^ 123270646u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2095u;
            break;
        }
        if ((_4023 ^ 2294447337u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2096u;
            break;
        }
        if ((_4023 ^ 4031588788u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2097u;
            break;
        }
        if ((_4023 ^ 2762146029u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2098u;
            break;
        }
        if ((_4023 ^ 4097800344u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2099u;
            break;
        }
        if ((_4023 ^ 1514435932u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2100u;
            break;
        }
        if ((_4023 ^ 1683573016u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2101u;
            break;
        }
        if ((_4023 ^ 1045544868u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2102u;
            break;
        }
        if ((_4023 ^ 4228435326u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2103u;
            break;
        }
        if ((_4023 ^ 64981323u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2104u;
            break;
        }
        if ((_4023 ^ 2640065041u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2105u;
            break;
        }
        if ((_4023 ^ 1674017273u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2106u;
            break;
        }
        if ((_4023 ^ 206592618u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2107u;
            break;
        }
        if ((_4023 ^ 3226213848u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2108u;
            break;
        }
        if ((_4023 ^ 2440936547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2109u;
            break;
        }
        if ((_4023 ^ 139905583u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2110u;
            break;
        }
        if ((_4023 ^ 1797803993u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2111u;
            break;
        }
        if ((_4023 ^ 1946715766u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2112u;
            break;
        }
        if ((_4023 ^ 3370818260u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2113u;
            break;
        }
        if ((_4023 ^ 352158153u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2114u;
            break;
        }
        if ((_4023 ^ 4184973795u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2115u;
            break;
        }
        if ((_4023 ^ 3377898983u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2116u;
            break;
        }
        if ((_4023 ^ 1306697237u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2117u;
            break;
        }
        if ((_4023 ^ 3068120479u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2118u;
            break;
        }
        if ((_4023 ^ 1215319528u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2119u;
            break;
        }
        if ((_4023 ^ 754750239u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2120u;
            break;
        }
        if ((_4023 ^ 255394893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2121u;
            break;
        }
        if ((_4023 ^ 2763613162u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2122u;
            break;
        }
        if ((_4023 ^ 2069324143u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2123u;
            break;
        }
        if ((_4023 ^ 1529399143u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2124u;
            break;
        }
        if ((_4023 ^ 647124024u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2125u;
            break;
        }
        if ((_4023 ^ 3141866623u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2126u;
            break;
        }
        if ((_4023 ^ 4229083739u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2127u;
            break;
        }
        if ((_4023 ^ 2468990416u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2128u;
            break;
        }
        if ((_4023 ^ 1811011723u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2129u;
            break;
        }
        if ((_4023 ^ 660061016u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2130u;
            break;
        }
        if ((_4023 ^ 443257917u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2131u;
            break;
        }
        if ((_4023 ^ 1426753847u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2132u;
            break;
        }
        if ((_4023 ^ 2419084561u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2133u;
            break;
        }
        if ((_4023 ^ 3138068443u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2134u;
            break;
        }
        if ((_4023 ^ 3211898263u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2135u;
            break;
        }
        if ((_4023 ^ 912068440u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2136u;
            break;
        }
        if ((_4023 ^ 2877563099u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2137u;
            break;
        }
        if ((_4023 ^ 1133403397u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2138u;
            break;
        }
        if ((_4023 ^ 2721969884u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2139u;
            break;
        }
        if ((_4023 ^ 3515075983u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2140u;
            break;
        }
        if ((_4023 ^ 3450305066u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2141u;
            break;
        }
        if ((_4023 ^ 2845433814u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2142u;
            break;
        }
        if ((_4023 ^ 3562252742u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2143u;
            break;
        }
        if ((_4023 ^ 3691033807u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2144u;
            break;
        }
        if ((_4023 ^ 2065858400u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2145u;
            break;
        }
        if ((_4023 ^ 575328923u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2146u;
            break;
        }
        if ((_4023 ^ 536753512u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2147u;
            break;
        }
        if ((_4023 ^ 2857316564u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2148u;
            break;
        }
        if ((_4023 ^ 761476006u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2149u;
            break;
        }
        if ((_4023 ^ 4107279812u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2150u;
            break;
        }
        if ((_4023 ^ 1158056516u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2151u;
            break;
        }
        if ((_4023 ^ 889569552u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2152u;
            break;
        }
        if ((_4023 ^ 897102013u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2153u;
            break;
        }
        if ((_4023 ^ 4009295990u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2154u;
            break;
        }
        if ((_4023 ^ 4179109334u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2155u;
            break;
        }
        if ((_4023 ^ 1836191369u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2156u;
            break;
        }
        if ((_4023 ^ 1833821984u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2157u;
            break;
        }
        if ((_4023 ^ 1400694236u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2158u;
            break;
        }
        if ((_4023 ^ 975258902u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2159u;
            break;
        }
        if ((_4023 ^ 925574610u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2160u;
            break;
        }
        if ((_4023 ^ 3882480275u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2161u;
            break;
        }
        if ((_4023 ^ 1923388539u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2162u;
            break;
        }
        if ((_4023 ^ 4277247768u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2163u;
            break;
        }
        if ((_4023 ^ 2410208035u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2164u;
            break;
        }
        if ((_4023 ^ 1220735762u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2165u;
            break;
        }
        if ((_4023 ^ 2096759888u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2166u;
            break;
        }
        if ((_4023 ^ 213607504u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2167u;
            break;
        }
        if ((_4023 ^ 2833010505u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2168u;
            break;
        }
        if ((_4023 ^ 1308488380u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2169u;
            break;
        }
        if ((_4023 ^ 881835980u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2170u;
            break;
        }
        if ((_4023 ^ 4054267854u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2171u;
            break;
        }
        if ((_4023 ^ 115234707u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2172u;
            break;
        }
        if ((_4023 ^ 392590505u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2173u;
            break;
        }
        if ((_4023 ^ 1089720680u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2174u;
            break;
        }
        if ((_4023 ^ 2636945826u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2175u;
            break;
        }
        if ((_4023 ^ 286255778u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2176u;
            break;
        }
        if ((_4023 ^ 2649769145u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2177u;
            break;
        }
        if ((_4023 ^ 1527665755u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2178u;
            break;
        }
        if ((_4023 ^ 3348351438u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2179u;
            break;
        }
        if ((_4023 ^ 2568281919u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2180u;
            break;
        }
        if ((_4023 ^ 1401832951u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2181u;
            break;
        }
        if ((_4023 ^ 2678549641u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2182u;
            break;
        }
        if ((_4023 ^ 2366108840u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2183u;
            break;
        }
        if ((_4023 ^ 2258937129u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2184u;
            break;
        }
        if ((_4023 ^ 1468431671u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2185u;
            break;
        }
        if ((_4023 ^ 2113309018u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2186u;
            break;
        }
        if ((_4023 ^ 3821607750u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2187u;
            break;
        }
        if ((_4023 ^ 1390622006u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2188u;
            break;
        }
        if ((_4023 ^ 76093069u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2189u;
            break;
        }
        if ((_4023 ^ 492974950u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2190u;
            break;
        }
        if ((_4023 ^ 2126789194u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2191u;
            break;
        }
        if ((_4023 ^ 660952013u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2192u;
            break;
        }
        if ((_4023 ^ 1802509731u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2193u;
            break;
        }
        if ((_4023 ^ 1616458816u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2194u;
            break;
        }
        if ((_4023 ^ 673285617u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2195u;
            break;
        }
        if ((_4023 ^ 1685025703u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2196u;
            break;
        }
        if ((_4023 ^ 1155922353u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2197u;
            break;
        }
        if ((_4023 ^ 2580095926u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2198u;
            break;
        }
        if ((_4023 ^ 3385220945u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2199u;
            break;
        }
        if ((_4023 ^ 3488132732u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2200u;
            break;
        }
        if ((_4023 ^ 2839396308u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2201u;
            break;
        }
        if ((_4023 ^ 2982717386u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2202u;
            break;
        }
        if ((_4023 ^ 2075292524u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2203u;
            break;
        }
        if ((_4023 ^ 1390970277u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2204u;
            break;
        }
        if ((_4023 ^ 611366681u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2205u;
            break;
        }
        if ((_4023 ^ 3572986048u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2206u;
            break;
        }
        if ((_4023 ^ 4138113119u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2207u;
            break;
        }
        if ((_4023 ^ 1650542628u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2208u;
            break;
        }
        if ((_4023 ^ 3373761637u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2209u;
            break;
        }
        if ((_4023 ^ 3072296146u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2210u;
            break;
        }
        if ((_4023 ^ 2971261099u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2211u;
            break;
        }
        if ((_4023 ^ 226373660u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2212u;
            break;
        }
        if ((_4023 ^ 332195190u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2213u;
            break;
        }
        if ((_4023 ^ 2550040013u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2214u;
            break;
        }
        if ((_4023 ^ 3563655048u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2215u;
            break;
        }
        if ((_4023 ^ 50780759u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2216u;
            break;
        }
        if ((_4023 ^ 3855943815u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2217u;
            break;
        }
        if ((_4023 ^ 3196158878u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2218u;
            break;
        }
        if ((_4023 ^ 1179720655u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2219u;
            break;
        }
        if ((_4023 ^ 1378812954u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2220u;
            break;
        }
        if ((_4023 ^ 1297133922u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2221u;
            break;
        }
        if ((_4023 ^ 1811071025u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2222u;
            break;
        }
        if ((_4023 ^ 1294251589u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2223u;
            break;
        }
        if ((_4023 ^ 1694855882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2224u;
            break;
        }
        if ((_4023 ^ 1425286232u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2225u;
            break;
        }
        if ((_4023 ^ 816424053u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2226u;
            break;
        }
        if ((_4023 ^ 4245953005u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2227u;
            break;
        }
        if ((_4023 ^ 1488697336u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2228u;
            break;
        }
        if ((_4023 ^ 2535389590u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2229u;
            break;
        }
        if ((_4023 ^ 740576596u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2230u;
            break;
        }
        if ((_4023 ^ 1784653146u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2231u;
            break;
        }
        if ((_4023 ^ 670223527u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2232u;
            break;
        }
        if ((_4023 ^ 3218533031u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2233u;
            break;
        }
        if ((_4023 ^ 3387060621u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2234u;
            break;
        }
        if ((_4023 ^ 3110884564u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2235u;
            break;
        }
        if ((_4023 ^ 2453487663u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2236u;
            break;
        }
        if ((_4023 ^ 4153943499u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2237u;
            break;
        }
        if ((_4023 ^ 1907142602u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2238u;
            break;
        }
        if ((_4023 ^ 338941542u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2239u;
            break;
        }
        if ((_4023 ^ 1398699295u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2240u;
            break;
        }
        if ((_4023 ^ 1208362514u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2241u;
            break;
        }
        if ((_4023 ^ 351894111u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2242u;
            break;
        }
        if ((_4023 ^ 3119215523u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2243u;
            break;
        }
        if ((_4023 ^ 749464873u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2244u;
            break;
        }
        if ((_4023 ^ 141692527u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2245u;
            break;
        }
        if ((_4023 ^ 3884468519u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2246u;
            break;
        }
        if ((_4023 ^ 3912506384u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2247u;
            break;
        }
        if ((_4023 ^ 1294065430u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2248u;
            break;
        }
        if ((_4023 ^ 4294917494u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2249u;
            break;
        }
        if ((_4023 ^ 1517416123u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2250u;
            break;
        }
        if ((_4023 ^ 18316122u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2251u;
            break;
        }
        if ((_4023 ^ 2694476729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2252u;
            break;
        }
        if ((_4023 ^ 3982823333u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2253u;
            break;
        }
        if ((_4023 ^ 3465106833u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2254u;
            break;
        }
        if ((_4023 ^ 4142901005u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2255u;
            break;
        }
        if ((_4023 ^ 992721800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2256u;
            break;
        }
        if ((_4023 ^ 2671866130u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2257u;
            break;
        }
        if ((_4023 ^ 3868336056u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2258u;
            break;
        }
        if ((_4023 ^ 1024245524u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2259u;
            break;
        }
        if ((_4023 ^ 1186709518u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2260u;
            break;
        }
        if ((_4023 ^ 3724253703u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2261u;
            break;
        }
        if ((_4023 ^ 4132943540u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2262u;
            break;
        }
        if ((_4023 ^ 2372021096u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2263u;
            break;
        }
        if ((_4023 ^ 2837126272u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2264u;
            break;
        }
        if ((_4023 ^ 2085727839u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2265u;
            break;
        }
        if ((_4023 ^ 2973815560u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2266u;
            break;
        }
        if ((_4023 ^ 2409560687u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2267u;
            break;
        }
        if ((_4023 ^ 4261784271u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2268u;
            break;
        }
        if ((_4023 ^ 2770299780u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2269u;
            break;
        }
        if ((_4023 ^ 2719163814u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2270u;
            break;
        }
        if ((_4023 ^ 2328034838u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2271u;
            break;
        }
        if ((_4023 ^ 245094464u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2272u;
            break;
        }
        if ((_4023 ^ 978396203u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2273u;
            break;
        }
        if ((_4023 ^ 134566179u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2274u;
            break;
        }
        if ((_4023 ^ 2474268900u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2275u;
            break;
        }
        if ((_4023 ^ 2626287453u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2276u;
            break;
        }
        if ((_4023 ^ 3517112280u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2277u;
            break;
        }
        if ((_4023 ^ 3245977493u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2278u;
            break;
        }
        if ((_4023 ^ 3985333576u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2279u;
            break;
        }
        if ((_4023 ^ 3513794931u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2280u;
            break;
        }
        if ((_4023 ^ 3096967598u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2281u;
            break;
        }
        if ((_4023 ^ 3865480711u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2282u;
            break;
        }
        if ((_4023 ^ 1726978396u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2283u;
            break;
        }
        if ((_4023 ^ 18892466u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2284u;
            break;
        }
        if ((_4023 ^ 591063271u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2285u;
            break;
        }
        if ((_4023 ^ 1132302863u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2286u;
            break;
        }
        if ((_4023 ^ 983475035u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2287u;
            break;
        }
        if ((_4023 ^ 508572838u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2288u;
            break;
        }
        if ((_4023 ^ 3176154560u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2289u;
            break;
        }
        if ((_4023 ^ 2651788651u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2290u;
            break;
        }
        if ((_4023 ^ 4050027547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2291u;
            break;
        }
        if ((_4023 ^ 3237354089u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2292u;
            break;
        }
        if ((_4023 ^ 2764832709u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2293u;
            break;
        }
        if ((_4023 ^ 2175977633u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2294u;
            break;
        }
        if ((_4023 ^ 1992243735u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2295u;
            break;
        }
        if ((_4023 ^ 732780618u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2296u;
            break;
        }
        if ((_4023 ^ 1039688114u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2297u;
            break;
        }
        if ((_4023 ^ 950969488u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2298u;
            break;
        }
        if ((_4023 ^ 2813676763u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2299u;
            break;
        }
        if ((_4023 ^ 384320064u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2300u;
            break;
        }
        if ((_4023 ^ 4184681523u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2301u;
            break;
        }
        if ((_4023 ^ 1620868638u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2302u;
            break;
        }
        if ((_4023 ^ 4221286358u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2303u;
            break;
        }
        if ((_4023 ^ 2904821181u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2304u;
            break;
        }
        if ((_4023 ^ 4148903159u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2305u;
            break;
        }
        if ((_4023 ^ 1155045077u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2306u;
            break;
        }
        if ((_4023 ^ 4203290677u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2307u;
            break;
        }
        if ((_4023 ^ 2182642819u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2308u;
            break;
        }
        if ((_4023 ^ 2746400709u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2309u;
            break;
        }
        if ((_4023 ^ 2988514318u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2310u;
            break;
        }
        if ((_4023 ^ 1465477048u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2311u;
            break;
        }
        if ((_4023 ^ 3009449316u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2312u;
            break;
        }
        if ((_4023 ^ 665456031u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2313u;
            break;
        }
        if ((_4023 ^ 1273906992u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2314u;
            break;
        }
        if ((_4023 ^ 3233291718u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2315u;
            break;
        }
        if ((_4023 ^ 1958944869u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2316u;
            break;
        }
        if ((_4023 ^ 3832154951u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2317u;
            break;
        }
        if ((_4023 ^ 3523810450u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2318u;
            break;
        }
        if ((_4023 ^ 1288691142u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2319u;
            break;
        }
        if ((_4023 ^ 2732873386u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2320u;
            break;
        }
        if ((_4023 ^ 3069600386u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2321u;
            break;
        }
        if ((_4023 ^ 3420451547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2322u;
            break;
        }
        if ((_4023 ^ 2015117364u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2323u;
            break;
        }
        if ((_4023 ^ 437868613u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2324u;
            break;
        }
        if ((_4023 ^ 2719096544u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2325u;
            break;
        }
        if ((_4023 ^ 1635048404u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2326u;
            break;
        }
        if ((_4023 ^ 686994588u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2327u;
            break;
        }
        if ((_4023 ^ 2277858080u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2328u;
            break;
        }
        if ((_4023 ^ 1933320370u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2329u;
            break;
        }
        if ((_4023 ^ 796645828u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2330u;
            break;
        }
        if ((_4023 ^ 3862811860u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2331u;
            break;
        }
        if ((_4023 ^ 3761958327u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2332u;
            break;
        }
        if ((_4023 ^ 3589661792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2333u;
            break;
        }
        if ((_4023 ^ 661639246u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2334u;
            break;
        }
        if ((_4023 ^ 802291767u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2335u;
            break;
        }
        if ((_4023 ^ 3586674684u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2336u;
            break;
        }
        if ((_4023 ^ 4153536247u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2337u;
            break;
        }
        if ((_4023 ^ 4181190768u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2338u;
            break;
        }
        if ((_4023 ^ 813406792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2339u;
            break;
        }
        if ((_4023 ^ 4275655774u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2340u;
            break;
        }
        if ((_4023 ^ 3189107475u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2341u;
            break;
        }
        if ((_4023 ^ 1476288359u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2342u;
            break;
        }
        if ((_4023 ^ 3699233712u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2343u;
            break;
        }
        if ((_4023 ^ 516308073u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2344u;
            break;
        }
        if ((_4023 ^ 486043944u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2345u;
            break;
        }
        if ((_4023 ^ 4106743079u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2346u;
            break;
        }
        if ((_4023 ^ 3176959092u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2347u;
            break;
        }
        if ((_4023 ^ 527575557u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2348u;
            break;
        }
        if ((_4023 ^ 1926252030u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2349u;
            break;
        }
        if ((_4023 ^ 3870697023u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2350u;
            break;
        }
        if ((_4023 ^ 216915819u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2351u;
            break;
        }
        if ((_4023 ^ 1144139412u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2352u;
            break;
        }
        if ((_4023 ^ 2413135378u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2353u;
            break;
        }
        if ((_4023 ^ 1012021377u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2354u;
            break;
        }
        if ((_4023 ^ 1559534036u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2355u;
            break;
        }
        if ((_4023 ^ 1843977306u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2356u;
            break;
        }
        if ((_4023 ^ 3931889672u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2357u;
            break;
        }
        if ((_4023 ^ 3000045787u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2358u;
            break;
        }
        if ((_4023 ^ 814488985u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2359u;
            break;
        }
        if ((_4023 ^ 438595049u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2360u;
            break;
        }
        if ((_4023 ^ 3608358417u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2361u;
            break;
        }
        if ((_4023 ^ 2286528862u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2362u;
            break;
        }
        if ((_4023 ^ 1002635897u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2363u;
            break;
        }
        if ((_4023 ^ 849070218u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2364u;
            break;
        }
        if ((_4023 ^ 1684232995u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2365u;
            break;
        }
        if ((_4023 ^ 1373659169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2366u;
            break;
        }
        if ((_4023 ^ 1380377183u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2367u;
            break;
        }
        if ((_4023 ^ 879560799u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2368u;
            break;
        }
        if ((_4023 ^ 3424174782u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2369u;
            break;
        }
        if ((_4023 ^ 3002011023u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2370u;
            break;
        }
        if ((_4023 ^ 3777409190u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2371u;
            break;
        }
        if ((_4023 ^ 2371528231u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2372u;
            break;
        }
        if ((_4023 ^ 1149998844u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2373u;
            break;
        }
        if ((_4023 ^ 1218758251u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2374u;
            break;
        }
        if ((_4023 ^ 3088078263u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2375u;
            break;
        }
        if ((_4023 ^ 792596825u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2376u;
            break;
        }
        if ((_4023 ^ 1428516738u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2377u;
            break;
        }
        if ((_4023 ^ 768414601u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2378u;
            break;
        }
        if ((_4023 ^ 219675558u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2379u;
            break;
        }
        if ((_4023 ^ 4117317796u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2380u;
            break;
        }
        if ((_4023 ^ 2106027672u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2381u;
            break;
        }
        if ((_4023 ^ 3648682556u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2382u;
            break;
        }
        if ((_4023 ^ 2223878510u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2383u;
            break;
        }
        if ((_4023 ^ 894136925u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2384u;
            break;
        }
        if ((_4023 ^ 1373248140u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2385u;
            break;
        }
        if ((_4023 ^ 704649734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2386u;
            break;
        }
        if ((_4023 ^ 167968697u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2387u;
            break;
        }
        if ((_4023 ^ 3332073313u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2388u;
            break;
        }
        if ((_4023 ^ 1774609007u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2389u;
            break;
        }
        if ((_4023 ^ 3398192728u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2390u;
            break;
        }
        if ((_4023 ^ 1842417676u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2391u;
            break;
        }
        if ((_4023 ^ 1808400712u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2392u;
            break;
        }
        if ((_4023 ^ 109134084u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2393u;
            break;
        }
        if ((_4023 ^ 2675647087u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2394u;
            break;
        }
        if ((_4023 ^ 2054193920u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2395u;
            break;
        }
        if ((_4023 ^ 940147828u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2396u;
            break;
        }
        if ((_4023 ^ 966099996u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2397u;
            break;
        }
        if ((_4023 ^ 608368019u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2398u;
            break;
        }
        if ((_4023 ^ 644281704u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2399u;
            break;
        }
        if ((_4023 ^ 1626000880u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2400u;
            break;
        }
        if ((_4023 ^ 139735990u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2401u;
            break;
        }
        if ((_4023 ^ 3256986673u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2402u;
            break;
        }
        if ((_4023 ^ 108028338u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2403u;
            break;
        }
        if ((_4023 ^ 3304146373u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2404u;
            break;
        }
        if ((_4023 ^ 3168094323u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2405u;
            break;
        }
        if ((_4023 ^ 2000222372u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2406u;
            break;
        }
        if ((_4023 ^ 3289164085u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2407u;
            break;
        }
        if ((_4023 ^ 2935826173u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2408u;
            break;
        }
        if ((_4023 ^ 37621188u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2409u;
            break;
        }
        if ((_4023 ^ 889214086u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2410u;
            break;
        }
        if ((_4023 ^ 1526449018u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2411u;
            break;
        }
        if ((_4023 ^ 1836086243u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2412u;
            break;
        }
        if ((_4023 ^ 948953354u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2413u;
            break;
        }
        if ((_4023 ^ 3661636803u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2414u;
            break;
        }
        if ((_4023 ^ 2548690206u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2415u;
            break;
        }
        if ((_4023 ^ 1060649708u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2416u;
            break;
        }
        if ((_4023 ^ 2685913165u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2417u;
            break;
        }
        if ((_4023 ^ 2246813353u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2418u;
            break;
        }
        if ((_4023 ^ 745840169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2419u;
            break;
        }
        if ((_4023 ^ 1810363921u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2420u;
            break;
        }
        if ((_4023 ^ 149671606u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2421u;
            break;
        }
        if ((_4023 ^ 3201261130u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2422u;
            break;
        }
        if ((_4023 ^ 761166201u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2423u;
            break;
        }
        if ((_4023 ^ 4276545829u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2424u;
            break;
        }
        if ((_4023 ^ 199791043u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2425u;
            break;
        }
        if ((_4023 ^ 1166426054u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2426u;
            break;
        }
        if ((_4023 ^ 4007063466u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2427u;
            break;
        }
        if ((_4023 ^ 1077544082u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2428u;
            break;
        }
        if ((_4023 ^ 459881323u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2429u;
            break;
        }
        if ((_4023 ^ 151668379u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2430u;
            break;
        }
        if ((_4023 ^ 1511862501u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2431u;
            break;
        }
        if ((_4023 ^ 1437214427u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2432u;
            break;
        }
        if ((_4023 ^ 2322866819u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2433u;
            break;
        }
        if ((_4023 ^ 1827572129u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2434u;
            break;
        }
        if ((_4023 ^ 1117094970u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2435u;
            break;
        }
        if ((_4023 ^ 498828349u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2436u;
            break;
        }
        if ((_4023 ^ 2268703482u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2437u;
            break;
        }
        if ((_4023 ^ 1603021001u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2438u;
            break;
        }
        if ((_4023 ^ 4264637734u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2439u;
            break;
        }
        if ((_4023 ^ 3502037125u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2440u;
            break;
        }
        if ((_4023 ^ 2529262792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2441u;
            break;
        }
        if ((_4023 ^ 3902466441u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2442u;
            break;
        }
        if ((_4023 ^ 3409873888u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2443u;
            break;
        }
        if ((_4023 ^ 1210059342u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2444u;
            break;
        }
        if ((_4023 ^ 4017504846u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2445u;
            break;
        }
        if ((_4023 ^ 3619719191u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2446u;
            break;
        }
        if ((_4023 ^ 1386419985u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2447u;
            break;
        }
        if ((_4023 ^ 701939797u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2448u;
            break;
        }
        if ((_4023 ^ 1670815776u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2449u;
            break;
        }
        if ((_4023 ^ 3841713363u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2450u;
            break;
        }
        if ((_4023 ^ 1778441938u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2451u;
            break;
        }
        if ((_4023 ^ 560492543u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2452u;
            break;
        }
        if ((_4023 ^ 883929663u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2453u;
            break;
        }
        if ((_4023 ^ 2966657632u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2454u;
            break;
        }
        if ((_4023 ^ 418351087u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2455u;
            break;
        }
        if ((_4023 ^ 1813768208u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2456u;
            break;
        }
        if ((_4023 ^ 1850621154u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2457u;
            break;
        }
        if ((_4023 ^ 1211875770u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2458u;
            break;
        }
        if ((_4023 ^ 857307087u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2459u;
            break;
        }
        if ((_4023 ^ 66471212u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2460u;
            break;
        }
        if ((_4023 ^ 1374408570u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2461u;
            break;
        }
        if ((_4023 ^ 3650344207u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2462u;
            break;
        }
        if ((_4023 ^ 2449261975u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2463u;
            break;
        }
        if ((_4023 ^ 45141609u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2464u;
            break;
        }
        if ((_4023 ^ 473061703u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2465u;
            break;
        }
        if ((_4023 ^ 3807789862u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2466u;
            break;
        }
        if ((_4023 ^ 2795389595u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2467u;
            break;
        }
        if ((_4023 ^ 1755518869u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2468u;
            break;
        }
        if ((_4023 ^ 228709592u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2469u;
            break;
        }
        if ((_4023 ^ 2907385456u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2470u;
            break;
        }
        if ((_4023 ^ 660231775u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2471u;
            break;
        }
        if ((_4023 ^ 2074059958u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2472u;
            break;
        }
        if ((_4023 ^ 3245638821u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2473u;
            break;
        }
        if ((_4023 ^ 1082499151u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2474u;
            break;
        }
        if ((_4023 ^ 1238902243u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2475u;
            break;
        }
        if ((_4023 ^ 3987027761u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2476u;
            break;
        }
        if ((_4023 ^ 1729986468u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2477u;
            break;
        }
        if ((_4023 ^ 1272021951u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2478u;
            break;
        }
        if ((_4023 ^ 1199642165u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2479u;
            break;
        }
        if ((_4023 ^ 3577004296u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2480u;
            break;
        }
        if ((_4023 ^ 1726120375u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2481u;
            break;
        }
        if ((_4023 ^ 1219358565u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2482u;
            break;
        }
        if ((_4023 ^ 1090196694u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2483u;
            break;
        }
        if ((_4023 ^ 3637786516u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2484u;
            break;
        }
        if ((_4023 ^ 451942470u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2485u;
            break;
        }
        if ((_4023 ^ 3952855069u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2486u;
            break;
        }
        if ((_4023 ^ 3098146557u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2487u;
            break;
        }
        if ((_4023 ^ 2334691875u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2488u;
            break;
        }
        if ((_4023 ^ 3996398167u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2489u;
            break;
        }
        if ((_4023 ^ 689847531u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2490u;
            break;
        }
        if ((_4023 ^ 187820812u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2491u;
            break;
        }
        if ((_4023 ^ 1398657214u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2492u;
            break;
        }
        if ((_4023 ^ 3472260091u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2493u;
            break;
        }
        if ((_4023 ^ 4202279286u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2494u;
            break;
        }
        if ((_4023 ^ 2532591621u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2495u;
            break;
        }
        if ((_4023 ^ 2188535375u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2496u;
            break;
        }
        if ((_4023 ^ 3819053029u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2497u;
            break;
        }
        if ((_4023 ^ 3339520671u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2498u;
            break;
        }
        if ((_4023 ^ 4144454802u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2499u;
            break;
        }
        if ((_4023 ^ 328659862u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2500u;
            break;
        }
        if ((_4023 ^ 287185054u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2501u;
            break;
        }
        if ((_4023 ^ 2623911432u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2502u;
            break;
        }
        if ((_4023 ^ 1969200331u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2503u;
            break;
        }
        if ((_4023 ^ 912241740u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2504u;
            break;
        }
        if ((_4023 ^ 2210411423u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2505u;
            break;
        }
        if ((_4023 ^ 875923853u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2506u;
            break;
        }
        if ((_4023 ^ 154828211u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2507u;
            break;
        }
        if ((_4023 ^ 919278107u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2508u;
            break;
        }
        if ((_4023 ^ 1721349220u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2509u;
            break;
        }
        if ((_4023 ^ 2933649210u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2510u;
            break;
        }
        if ((_4023 ^ 4014131554u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2511u;
            break;
        }
        if ((_4023 ^ 1176981465u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2512u;
            break;
        }
        if ((_4023 ^ 3953709722u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2513u;
            break;
        }
        if ((_4023 ^ 3083722966u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2514u;
            break;
        }
        if ((_4023 ^ 2543665308u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2515u;
            break;
        }
        if ((_4023 ^ 3686960103u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2516u;
            break;
        }
        if ((_4023 ^ 333559637u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2517u;
            break;
        }
        if ((_4023 ^ 1874528497u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2518u;
            break;
        }
        if ((_4023 ^ 1068417131u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2519u;
            break;
        }
        if ((_4023 ^ 3830167986u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2520u;
            break;
        }
        if ((_4023 ^ 1749844126u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2521u;
            break;
        }
        if ((_4023 ^ 1224108611u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2522u;
            break;
        }
        if ((_4023 ^ 3554449552u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2523u;
            break;
        }
        if ((_4023 ^ 2625037533u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2524u;
            break;
        }
        if ((_4023 ^ 1656070706u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2525u;
            break;
        }
        if ((_4023 ^ 3148525375u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2526u;
            break;
        }
        if ((_4023 ^ 2554215757u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2527u;
            break;
        }
        if ((_4023 ^ 1016614445u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2528u;
            break;
        }
        if ((_4023 ^ 1219523224u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2529u;
            break;
        }
        if ((_4023 ^ 143632545u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2530u;
            break;
        }
        if ((_4023 ^ 3230342401u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2531u;
            break;
        }
        if ((_4023 ^ 2389539532u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2532u;
            break;
        }
        if ((_4023 ^ 2183403415u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2533u;
            break;
        }
        if ((_4023 ^ 837481947u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2534u;
            break;
        }
        if ((_4023 ^ 3773343613u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2535u;
            break;
        }
        if ((_4023 ^ 2980432086u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2536u;
            break;
        }
        if ((_4023 ^ 1332588538u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2537u;
            break;
        }
        if ((_4023 ^ 3877186876u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2538u;
            break;
        }
        if ((_4023 ^ 2862586688u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2539u;
            break;
        }
        if ((_4023 ^ 651871706u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2540u;
            break;
        }
        if ((_4023 ^ 2405384906u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2541u;
            break;
        }
        if ((_4023 ^ 425971363u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2542u;
            break;
        }
        if ((_4023 ^ 2517996815u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2543u;
            break;
        }
        if ((_4023 ^ 363991525u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2544u;
            break;
        }
        if ((_4023 ^ 3615369073u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2545u;
            break;
        }
        if ((_4023 ^ 3563330286u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2546u;
            break;
        }
        if ((_4023 ^ 2447965527u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2547u;
            break;
        }
        if ((_4023 ^ 1260533571u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2548u;
            break;
        }
        if ((_4023 ^ 529908055u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2549u;
            break;
        }
        if ((_4023 ^ 4028182717u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2550u;
            break;
        }
        if ((_4023 ^ 109691553u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2551u;
            break;
        }
        if ((_4023 ^ 2617743954u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2552u;
            break;
        }
        if ((_4023 ^ 2551402180u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2553u;
            break;
        }
        if ((_4023 ^ 751834949u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2554u;
            break;
        }
        if ((_4023 ^ 1929593251u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2555u;
            break;
        }
        if ((_4023 ^ 2956116680u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2556u;
            break;
        }
        if ((_4023 ^ 1372066005u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2557u;
            break;
        }
        if ((_4023 ^ 615600716u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2558u;
            break;
        }
        if ((_4023 ^ 2218559058u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2559u;
            break;
        }
        if ((_4023 ^ 1176964661u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2560u;
            break;
        }
        if ((_4023 ^ 1053178725u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2561u;
            break;
        }
        if ((_4023 ^ 411024684u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2562u;
            break;
        }
        if ((_4023 ^ 982490844u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2563u;
            break;
        }
        if ((_4023 ^ 1281971011u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2564u;
            break;
        }
        if ((_4023 ^ 3980977426u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2565u;
            break;
        }
        if ((_4023 ^ 3134145858u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2566u;
            break;
        }
        if ((_4023 ^ 2839624195u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2567u;
            break;
        }
        if ((_4023 ^ 1532439395u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2568u;
            break;
        }
        if ((_4023 ^ 1873765287u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2569u;
            break;
        }
        if ((_4023 ^ 2905306415u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2570u;
            break;
        }
        if ((_4023 ^ 72467703u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2571u;
            break;
        }
        if ((_4023 ^ 2191495148u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2572u;
            break;
        }
        if ((_4023 ^ 3542176573u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2573u;
            break;
        }
        if ((_4023 ^ 1350269963u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2574u;
            break;
        }
        if ((_4023 ^ 442655315u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2575u;
            break;
        }
        if ((_4023 ^ 1410011402u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2576u;
            break;
        }
        if ((_4023 ^ 2680293322u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2577u;
            break;
        }
        if ((_4023 ^ 3774009420u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2578u;
            break;
        }
        if ((_4023 ^ 1044642871u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2579u;
            break;
        }
        if ((_4023 ^ 3933428865u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2580u;
            break;
        }
        if ((_4023 ^ 2456236594u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2581u;
            break;
        }
        if ((_4023 ^ 4196482814u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2582u;
            break;
        }
        if ((_4023 ^ 2421817715u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2583u;
            break;
        }
        if ((_4023 ^ 1954837494u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2584u;
            break;
        }
        if ((_4023 ^ 98818185u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2585u;
            break;
        }
        if ((_4023 ^ 3458910675u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2586u;
            break;
        }
        if ((_4023 ^ 600795054u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2587u;
            break;
        }
        if ((_4023 ^ 1756954528u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2588u;
            break;
        }
        if ((_4023 ^ 564918071u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2589u;
            break;
        }
        if ((_4023 ^ 2796798119u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2590u;
            break;
        }
        if ((_4023 ^ 3440750921u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2591u;
            break;
        }
        if ((_4023 ^ 1363063503u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2592u;
            break;
        }
        if ((_4023 ^ 630774977u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2593u;
            break;
        }
        if ((_4023 ^ 838332197u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2594u;
            break;
        }
        if ((_4023 ^ 1940329288u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2595u;
            break;
        }
        if ((_4023 ^ 2167779854u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2596u;
            break;
        }
        if ((_4023 ^ 999913638u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2597u;
            break;
        }
        if ((_4023 ^ 908635399u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2598u;
            break;
        }
        if ((_4023 ^ 14453351u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2599u;
            break;
        }
        if ((_4023 ^ 704295531u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2600u;
            break;
        }
        if ((_4023 ^ 4217069131u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2601u;
            break;
        }
        if ((_4023 ^ 3500298737u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2602u;
            break;
        }
        if ((_4023 ^ 3813914628u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2603u;
            break;
        }
        if ((_4023 ^ 2408125315u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2604u;
            break;
        }
        if ((_4023 ^ 308926800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2605u;
            break;
        }
        if ((_4023 ^ 448141937u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2606u;
            break;
        }
        if ((_4023 ^ 1151868149u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2607u;
            break;
        }
        if ((_4023 ^ 743069052u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2608u;
            break;
        }
        if ((_4023 ^ 2554992858u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2609u;
            break;
        }
        if ((_4023 ^ 2227281u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2610u;
            break;
        }
        if ((_4023 ^ 717473565u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2611u;
            break;
        }
        if ((_4023 ^ 1056672172u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2612u;
            break;
        }
        if ((_4023 ^ 4030401289u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2613u;
            break;
        }
        if ((_4023 ^ 185458658u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2614u;
            break;
        }
        if ((_4023 ^ 2054552806u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2615u;
            break;
        }
        if ((_4023 ^ 1183237830u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2616u;
            break;
        }
        if ((_4023 ^ 297625781u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2617u;
            break;
        }
        if ((_4023 ^ 2189800652u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2618u;
            break;
        }
        if ((_4023 ^ 805944098u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2619u;
            break;
        }
        if ((_4023 ^ 3572725236u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2620u;
            break;
        }
        if ((_4023 ^ 262827041u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2621u;
            break;
        }
        if ((_4023 ^ 1993399508u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2622u;
            break;
        }
        if ((_4023 ^ 1875179092u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2623u;
            break;
        }
        if ((_4023 ^ 1545213421u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2624u;
            break;
        }
        if ((_4023 ^ 3227208358u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2625u;
            break;
        }
        if ((_4023 ^ 4233754809u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2626u;
            break;
        }
        if ((_4023 ^ 3465403285u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2627u;
            break;
        }
        if ((_4023 ^ 383390153u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2628u;
            break;
        }
        if ((_4023 ^ 1794084074u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2629u;
            break;
        }
        if ((_4023 ^ 2031071901u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2630u;
            break;
        }
        if ((_4023 ^ 2128830666u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2631u;
            break;
        }
        if ((_4023 ^ 947886703u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2632u;
            break;
        }
        if ((_4023 ^ 3013648695u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2633u;
            break;
        }
        if ((_4023 ^ 3961963152u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2634u;
            break;
        }
        if ((_4023 ^ 3275584518u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2635u;
            break;
        }
        if ((_4023 ^ 164416458u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2636u;
            break;
        }
        if ((_4023 ^ 314141805u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2637u;
            break;
        }
        if ((_4023 ^ 2153222588u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2638u;
            break;
        }
        if ((_4023 ^ 2422211897u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2639u;
            break;
        }
        if ((_4023 ^ 2544451065u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2640u;
            break;
        }
        if ((_4023 ^ 3379593040u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2641u;
            break;
        }
        if ((_4023 ^ 2331861277u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2642u;
            break;
        }
        if ((_4023 ^ 3029894938u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2643u;
            break;
        }
        if ((_4023 ^ 2006515173u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2644u;
            break;
        }
        if ((_4023 ^ 3900693285u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2645u;
            break;
        }
        if ((_4023 ^ 2034211972u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2646u;
            break;
        }
        if ((_4023 ^ 2401419495u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2647u;
            break;
        }
        if ((_4023 ^ 4007865463u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2648u;
            break;
        }
        if ((_4023 ^ 2790566334u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2649u;
            break;
        }
        if ((_4023 ^ 2148685256u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2650u;
            break;
        }
        if ((_4023 ^ 1115889492u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2651u;
            break;
        }
        if ((_4023 ^ 1564080159u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2652u;
            break;
        }
        if ((_4023 ^ 3322620523u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2653u;
            break;
        }
        if ((_4023 ^ 2592797325u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2654u;
            break;
        }
        if ((_4023 ^ 827954730u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2655u;
            break;
        }
        if ((_4023 ^ 3345992405u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2656u;
            break;
        }
        if ((_4023 ^ 3150608392u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2657u;
            break;
        }
        if ((_4023 ^ 2303686696u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2658u;
            break;
        }
        if ((_4023 ^ 2299143178u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2659u;
            break;
        }
        if ((_4023 ^ 2951340870u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2660u;
            break;
        }
        if ((_4023 ^ 548964383u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2661u;
            break;
        }
        if ((_4023 ^ 323415101u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2662u;
            break;
        }
        if ((_4023 ^ 457043436u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2663u;
            break;
        }
        if ((_4023 ^ 826998006u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2664u;
            break;
        }
        if ((_4023 ^ 1544040891u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2665u;
            break;
        }
        if ((_4023 ^ 2114546478u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2666u;
            break;
        }
        if ((_4023 ^ 1747301243u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2667u;
            break;
        }
        if ((_4023 ^ 1437366187u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2668u;
            break;
        }
        if ((_4023 ^ 4232009559u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2669u;
            break;
        }
        if ((_4023 ^ 3851623593u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2670u;
            break;
        }
        if ((_4023 ^ 3733597178u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2671u;
            break;
        }
        if ((_4023 ^ 4093728792u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2672u;
            break;
        }
        if ((_4023 ^ 489443429u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2673u;
            break;
        }
        if ((_4023 ^ 193584154u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2674u;
            break;
        }
        if ((_4023 ^ 3685131392u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2675u;
            break;
        }
        if ((_4023 ^ 1598454590u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2676u;
            break;
        }
        if ((_4023 ^ 347856510u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2677u;
            break;
        }
        if ((_4023 ^ 3041304399u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2678u;
            break;
        }
        if ((_4023 ^ 959028812u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2679u;
            break;
        }
        if ((_4023 ^ 1882024865u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2680u;
            break;
        }
        if ((_4023 ^ 1423250840u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2681u;
            break;
        }
        if ((_4023 ^ 404837190u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2682u;
            break;
        }
        if ((_4023 ^ 2523522777u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2683u;
            break;
        }
        if ((_4023 ^ 2135071170u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2684u;
            break;
        }
        if ((_4023 ^ 623822657u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2685u;
            break;
        }
        if ((_4023 ^ 313301666u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2686u;
            break;
        }
        if ((_4023 ^ 1570822140u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2687u;
            break;
        }
        if ((_4023 ^ 3696985964u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2688u;
            break;
        }
        if ((_4023 ^ 3994874771u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2689u;
            break;
        }
        if ((_4023 ^ 3556548517u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2690u;
            break;
        }
        if ((_4023 ^ 3841624687u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2691u;
            break;
        }
        if ((_4023 ^ 3777103882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2692u;
            break;
        }
        if ((_4023 ^ 1076966996u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2693u;
            break;
        }
        if ((_4023 ^ 2896692674u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2694u;
            break;
        }
        if ((_4023 ^ 307910412u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2695u;
            break;
        }
        if ((_4023 ^ 1001801759u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2696u;
            break;
        }
        if ((_4023 ^ 3183739358u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2697u;
            break;
        }
        if ((_4023 ^ 1924599389u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2698u;
            break;
        }
        if ((_4023 ^ 3115550435u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2699u;
            break;
        }
        if ((_4023 ^ 1410818400u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2700u;
            break;
        }
        if ((_4023 ^ 2999153459u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2701u;
            break;
        }
        if ((_4023 ^ 4152594154u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2702u;
            break;
        }
        if ((_4023 ^ 2254264750u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2703u;
            break;
        }
        if ((_4023 ^ 1363632864u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2704u;
            break;
        }
        if ((_4023 ^ 1870169447u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2705u;
            break;
        }
        if ((_4023 ^ 3002839617u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2706u;
            break;
        }
        if ((_4023 ^ 886987195u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2707u;
            break;
        }
        if ((_4023 ^ 3952139346u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2708u;
            break;
        }
        if ((_4023 ^ 3573359983u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2709u;
            break;
        }
        if ((_4023 ^ 1356690426u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2710u;
            break;
        }
        if ((_4023 ^ 3598027723u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2711u;
            break;
        }
        if ((_4023 ^ 516174986u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2712u;
            break;
        }
        if ((_4023 ^ 204492401u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2713u;
            break;
        }
        if ((_4023 ^ 1378780426u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2714u;
            break;
        }
        if ((_4023 ^ 2568731346u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2715u;
            break;
        }
        if ((_4023 ^ 76511066u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2716u;
            break;
        }
        if ((_4023 ^ 1948461495u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2717u;
            break;
        }
        if ((_4023 ^ 204256884u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2718u;
            break;
        }
        if ((_4023 ^ 2326263556u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2719u;
            break;
        }
        if ((_4023 ^ 2471316167u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2720u;
            break;
        }
        if ((_4023 ^ 407603823u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2721u;
            break;
        }
        if ((_4023 ^ 3662435207u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2722u;
            break;
        }
        if ((_4023 ^ 2245922049u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2723u;
            break;
        }
        if ((_4023 ^ 1850546081u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2724u;
            break;
        }
        if ((_4023 ^ 3378593502u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2725u;
            break;
        }
        if ((_4023 ^ 1162818892u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2726u;
            break;
        }
        if ((_4023 ^ 3821538540u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2727u;
            break;
        }
        if ((_4023 ^ 1432040998u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2728u;
            break;
        }
        if ((_4023 ^ 367346146u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2729u;
            break;
        }
        if ((_4023 ^ 2323334279u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2730u;
            break;
        }
        if ((_4023 ^ 1683116100u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2731u;
            break;
        }
        if ((_4023 ^ 2987351053u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2732u;
            break;
        }
        if ((_4023 ^ 276372421u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2733u;
            break;
        }
        if ((_4023 ^ 3299339936u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2734u;
            break;
        }
        if ((_4023 ^ 8594288u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2735u;
            break;
        }
        if ((_4023 ^ 2202220470u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2736u;
            break;
        }
        if ((_4023 ^ 3236794500u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2737u;
            break;
        }
        if ((_4023 ^ 1446751353u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2738u;
            break;
        }
        if ((_4023 ^ 4060540574u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2739u;
            break;
        }
        if ((_4023 ^ 395017601u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2740u;
            break;
        }
        if ((_4023 ^ 1975811304u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2741u;
            break;
        }
        if ((_4023 ^ 3157863285u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2742u;
            break;
        }
        if ((_4023 ^ 2568692076u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2743u;
            break;
        }
        if ((_4023 ^ 3399712741u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2744u;
            break;
        }
        if ((_4023 ^ 3759445186u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2745u;
            break;
        }
        if ((_4023 ^ 3078612181u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2746u;
            break;
        }
        if ((_4023 ^ 4147769808u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2747u;
            break;
        }
        if ((_4023 ^ 3133820387u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2748u;
            break;
        }
        if ((_4023 ^ 3350242290u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2749u;
            break;
        }
        if ((_4023 ^ 302210783u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2750u;
            break;
        }
        if ((_4023 ^ 3172894038u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2751u;
            break;
        }
        if ((_4023 ^ 2890478430u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2752u;
            break;
        }
        if ((_4023 ^ 3656624761u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2753u;
            break;
        }
        if ((_4023 ^ 2398538471u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2754u;
            break;
        }
        if ((_4023 ^ 1074434799u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2755u;
            break;
        }
        if ((_4023 ^ 3782367294u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2756u;
            break;
        }
        if ((_4023 ^ 1865323743u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2757u;
            break;
        }
        if ((_4023 ^ 2723064798u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2758u;
            break;
        }
        if ((_4023 ^ 4024429481u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2759u;
            break;
        }
        if ((_4023 ^ 4143512018u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2760u;
            break;
        }
        if ((_4023 ^ 3463817304u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2761u;
            break;
        }
        if ((_4023 ^ 1674572099u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2762u;
            break;
        }
        if ((_4023 ^ 1660600579u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2763u;
            break;
        }
        if ((_4023 ^ 4006331987u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2764u;
            break;
        }
        if ((_4023 ^ 1649421322u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2765u;
            break;
        }
        if ((_4023 ^ 3873539976u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2766u;
            break;
        }
        if ((_4023 ^ 3011827179u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2767u;
            break;
        }
        if ((_4023 ^ 4190349476u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2768u;
            break;
        }
        if ((_4023 ^ 3910725162u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2769u;
            break;
        }
        if ((_4023 ^ 2223479252u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2770u;
            break;
        }
        if ((_4023 ^ 133032199u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2771u;
            break;
        }
        if ((_4023 ^ 4054722955u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2772u;
            break;
        }
        if ((_4023 ^ 2685503657u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2773u;
            break;
        }
        if ((_4023 ^ 3882635330u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2774u;
            break;
        }
        if ((_4023 ^ 2005935483u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2775u;
            break;
        }
        if ((_4023 ^ 3804893190u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2776u;
            break;
        }
        if ((_4023 ^ 711622394u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2777u;
            break;
        }
        if ((_4023 ^ 657030642u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2778u;
            break;
        }
        if ((_4023 ^ 982418976u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2779u;
            break;
        }
        if ((_4023 ^ 2011215978u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2780u;
            break;
        }
        if ((_4023 ^ 2242204148u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2781u;
            break;
        }
        if ((_4023 ^ 1024129302u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2782u;
            break;
        }
        if ((_4023 ^ 1424908852u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2783u;
            break;
        }
        if ((_4023 ^ 2624034800u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2784u;
            break;
        }
        if ((_4023 ^ 1683684714u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2785u;
            break;
        }
        if ((_4023 ^ 72084310u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2786u;
            break;
        }
        if ((_4023 ^ 4206874016u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2787u;
            break;
        }
        if ((_4023 ^ 1452990151u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2788u;
            break;
        }
        if ((_4023 ^ 619477250u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2789u;
            break;
        }
        if ((_4023 ^ 78185760u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2790u;
            break;
        }
        if ((_4023 ^ 4041773504u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2791u;
            break;
        }
        if ((_4023 ^ 2549939063u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2792u;
            break;
        }
        if ((_4023 ^ 1729906811u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2793u;
            break;
        }
        if ((_4023 ^ 4083954753u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2794u;
            break;
        }
        if ((_4023 ^ 1064108230u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2795u;
            break;
        }
        if ((_4023 ^ 3605223715u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2796u;
            break;
        }
        if ((_4023 ^ 3550839893u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2797u;
            break;
        }
        if ((_4023 ^ 2102119343u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2798u;
            break;
        }
        if ((_4023 ^ 2311974289u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2799u;
            break;
        }
        if ((_4023 ^ 85172174u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2800u;
            break;
        }
        if ((_4023 ^ 1115629090u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2801u;
            break;
        }
        if ((_4023 ^ 1314859547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2802u;
            break;
        }
        if ((_4023 ^ 1461445630u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2803u;
            break;
        }
        if ((_4023 ^ 754169903u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2804u;
            break;
        }
        if ((_4023 ^ 2576607110u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2805u;
            break;
        }
        if ((_4023 ^ 3770284432u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2806u;
            break;
        }
        if ((_4023 ^ 1710431124u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2807u;
            break;
        }
        if ((_4023 ^ 2651678162u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2808u;
            break;
        }
        if ((_4023 ^ 3980843537u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2809u;
            break;
        }
        if ((_4023 ^ 2865597553u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2810u;
            break;
        }
        if ((_4023 ^ 2495647675u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2811u;
            break;
        }
        if ((_4023 ^ 1645965194u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2812u;
            break;
        }
        if ((_4023 ^ 4283079664u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2813u;
            break;
        }
        if ((_4023 ^ 1604685583u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2814u;
            break;
        }
        if ((_4023 ^ 3044066497u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2815u;
            break;
        }
        if ((_4023 ^ 1239600889u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2816u;
            break;
        }
        if ((_4023 ^ 4089974026u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2817u;
            break;
        }
        if ((_4023 ^ 925524985u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2818u;
            break;
        }
        if ((_4023 ^ 1308637292u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2819u;
            break;
        }
        if ((_4023 ^ 2666021156u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2820u;
            break;
        }
        if ((_4023 ^ 3936398947u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2821u;
            break;
        }
        if ((_4023 ^ 1188417324u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2822u;
            break;
        }
        if ((_4023 ^ 1252990872u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2823u;
            break;
        }
        if ((_4023 ^ 1534871920u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2824u;
            break;
        }
        if ((_4023 ^ 71334097u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2825u;
            break;
        }
        if ((_4023 ^ 4288026796u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2826u;
            break;
        }
        if ((_4023 ^ 2523049714u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2827u;
            break;
        }
        if ((_4023 ^ 2913150230u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2828u;
            break;
        }
        if ((_4023 ^ 1570909169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2829u;
            break;
        }
        if ((_4023 ^ 624204841u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2830u;
            break;
        }
        if ((_4023 ^ 3030367509u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2831u;
            break;
        }
        if ((_4023 ^ 4294032271u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2832u;
            break;
        }
        if ((_4023 ^ 2742135071u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2833u;
            break;
        }
        if ((_4023 ^ 3739069880u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2834u;
            break;
        }
        if ((_4023 ^ 2156344614u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2835u;
            break;
        }
        if ((_4023 ^ 2530766587u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2836u;
            break;
        }
        if ((_4023 ^ 863724282u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2837u;
            break;
        }
        if ((_4023 ^ 1794725122u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2838u;
            break;
        }
        if ((_4023 ^ 929247608u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2839u;
            break;
        }
        if ((_4023 ^ 1540646584u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2840u;
            break;
        }
        if ((_4023 ^ 2409744415u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2841u;
            break;
        }
        if ((_4023 ^ 2442781688u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2842u;
            break;
        }
        if ((_4023 ^ 1777253029u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2843u;
            break;
        }
        if ((_4023 ^ 3726645111u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2844u;
            break;
        }
        if ((_4023 ^ 3252412913u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2845u;
            break;
        }
        if ((_4023 ^ 756735311u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2846u;
            break;
        }
        if ((_4023 ^ 501873526u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2847u;
            break;
        }
        if ((_4023 ^ 2788619979u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2848u;
            break;
        }
        if ((_4023 ^ 1277842463u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2849u;
            break;
        }
        if ((_4023 ^ 3035662534u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2850u;
            break;
        }
        if ((_4023 ^ 2077102785u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2851u;
            break;
        }
        if ((_4023 ^ 3028676230u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2852u;
            break;
        }
        if ((_4023 ^ 2686821377u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2853u;
            break;
        }
        if ((_4023 ^ 1409268686u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2854u;
            break;
        }
        if ((_4023 ^ 1643375876u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2855u;
            break;
        }
        if ((_4023 ^ 3756128938u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2856u;
            break;
        }
        if ((_4023 ^ 3611016880u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2857u;
            break;
        }
        if ((_4023 ^ 2701985619u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2858u;
            break;
        }
        if ((_4023 ^ 2917204925u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2859u;
            break;
        }
        if ((_4023 ^ 349643026u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2860u;
            break;
        }
        if ((_4023 ^ 177886573u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2861u;
            break;
        }
        if ((_4023 ^ 1303746933u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2862u;
            break;
        }
        if ((_4023 ^ 3166193352u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2863u;
            break;
        }
        if ((_4023 ^ 3757349675u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2864u;
            break;
        }
        if ((_4023 ^ 2452604527u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2865u;
            break;
        }
        if ((_4023 ^ 508191829u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2866u;
            break;
        }
        if ((_4023 ^ 3890115632u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2867u;
            break;
        }
        if ((_4023 ^ 305645457u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2868u;
            break;
        }
        if ((_4023 ^ 1637768117u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2869u;
            break;
        }
        if ((_4023 ^ 1952585222u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2870u;
            break;
        }
        if ((_4023 ^ 2096178577u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2871u;
            break;
        }
        if ((_4023 ^ 2678911737u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2872u;
            break;
        }
        if ((_4023 ^ 2448155587u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2873u;
            break;
        }
        if ((_4023 ^ 3437671209u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2874u;
            break;
        }
        if ((_4023 ^ 4192120847u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2875u;
            break;
        }
        if ((_4023 ^ 762729558u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2876u;
            break;
        }
        if ((_4023 ^ 1875345350u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2877u;
            break;
        }
        if ((_4023 ^ 1416275465u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2878u;
            break;
        }
        if ((_4023 ^ 2421426513u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2879u;
            break;
        }
        if ((_4023 ^ 3826012907u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2880u;
            break;
        }
        if ((_4023 ^ 3385022168u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2881u;
            break;
        }
        if ((_4023 ^ 4089432179u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2882u;
            break;
        }
        if ((_4023 ^ 1471186519u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2883u;
            break;
        }
        if ((_4023 ^ 1481582228u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2884u;
            break;
        }
        if ((_4023 ^ 144427044u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2885u;
            break;
        }
        if ((_4023 ^ 446116225u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2886u;
            break;
        }
        if ((_4023 ^ 2614112362u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2887u;
            break;
        }
        if ((_4023 ^ 4036426666u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2888u;
            break;
        }
        if ((_4023 ^ 2479729658u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2889u;
            break;
        }
        if ((_4023 ^ 2551258723u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2890u;
            break;
        }
        if ((_4023 ^ 1356956953u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2891u;
            break;
        }
        if ((_4023 ^ 2750200356u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2892u;
            break;
        }
        if ((_4023 ^ 982998393u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2893u;
            break;
        }
        if ((_4023 ^ 2670087881u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2894u;
            break;
        }
        if ((_4023 ^ 42926908u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2895u;
            break;
        }
        if ((_4023 ^ 3374101561u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2896u;
            break;
        }
        if ((_4023 ^ 2440626090u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2897u;
            break;
        }
        if ((_4023 ^ 2967092363u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2898u;
            break;
        }
        if ((_4023 ^ 1375223656u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2899u;
            break;
        }
        if ((_4023 ^ 532756291u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2900u;
            break;
        }
        if ((_4023 ^ 2255998722u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2901u;
            break;
        }
        if ((_4023 ^ 3311691236u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2902u;
            break;
        }
        if ((_4023 ^ 3883703627u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2903u;
            break;
        }
        if ((_4023 ^ 2145326939u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2904u;
            break;
        }
        if ((_4023 ^ 3360037812u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2905u;
            break;
        }
        if ((_4023 ^ 3529420371u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2906u;
            break;
        }
        if ((_4023 ^ 3179188911u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2907u;
            break;
        }
        if ((_4023 ^ 1261757440u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2908u;
            break;
        }
        if ((_4023 ^ 2673934423u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2909u;
            break;
        }
        if ((_4023 ^ 3293492062u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2910u;
            break;
        }
        if ((_4023 ^ 1813773912u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2911u;
            break;
        }
        if ((_4023 ^ 3334821968u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2912u;
            break;
        }
        if ((_4023 ^ 2967071789u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2913u;
            break;
        }
        if ((_4023 ^ 4069871699u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2914u;
            break;
        }
        if ((_4023 ^ 3644647223u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2915u;
            break;
        }
        if ((_4023 ^ 2947021237u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2916u;
            break;
        }
        if ((_4023 ^ 2940243865u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2917u;
            break;
        }
        if ((_4023 ^ 908682167u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2918u;
            break;
        }
        if ((_4023 ^ 670196437u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2919u;
            break;
        }
        if ((_4023 ^ 4143110953u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2920u;
            break;
        }
        if ((_4023 ^ 2603920006u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2921u;
            break;
        }
        if ((_4023 ^ 3721753119u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2922u;
            break;
        }
        if ((_4023 ^ 143289535u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2923u;
            break;
        }
        if ((_4023 ^ 2352673382u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2924u;
            break;
        }
        if ((_4023 ^ 3565142345u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2925u;
            break;
        }
        if ((_4023 ^ 3761278593u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2926u;
            break;
        }
        if ((_4023 ^ 3042087538u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2927u;
            break;
        }
        if ((_4023 ^ 87375845u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2928u;
            break;
        }
        if ((_4023 ^ 3177817719u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2929u;
            break;
        }
        if ((_4023 ^ 4212584531u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2930u;
            break;
        }
        if ((_4023 ^ 786644074u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2931u;
            break;
        }
        if ((_4023 ^ 1639345570u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2932u;
            break;
        }
        if ((_4023 ^ 2931409882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2933u;
            break;
        }
        if ((_4023 ^ 831329274u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2934u;
            break;
        }
        if ((_4023 ^ 1473521444u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2935u;
            break;
        }
        if ((_4023 ^ 2185741890u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2936u;
            break;
        }
        if ((_4023 ^ 4275106486u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2937u;
            break;
        }
        if ((_4023 ^ 3519011831u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2938u;
            break;
        }
        if ((_4023 ^ 1032309010u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2939u;
            break;
        }
        if ((_4023 ^ 708098321u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2940u;
            break;
        }
        if ((_4023 ^ 1739762487u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2941u;
            break;
        }
        if ((_4023 ^ 2325106068u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2942u;
            break;
        }
        if ((_4023 ^ 2411107806u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2943u;
            break;
        }
        if ((_4023 ^ 1869242244u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2944u;
            break;
        }
        if ((_4023 ^ 1183913613u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2945u;
            break;
        }
        if ((_4023 ^ 1567261515u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2946u;
            break;
        }
        if ((_4023 ^ 3282038131u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2947u;
            break;
        }
        if ((_4023 ^ 2514254714u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2948u;
            break;
        }
        if ((_4023 ^ 3263827003u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2949u;
            break;
        }
        if ((_4023 ^ 402775940u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2950u;
            break;
        }
        if ((_4023 ^ 2433723782u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2951u;
            break;
        }
        if ((_4023 ^ 3794850736u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2952u;
            break;
        }
        if ((_4023 ^ 830154957u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2953u;
            break;
        }
        if ((_4023 ^ 3108754630u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2954u;
            break;
        }
        if ((_4023 ^ 747585187u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2955u;
            break;
        }
        if ((_4023 ^ 3439194251u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2956u;
            break;
        }
        if ((_4023 ^ 3508506989u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2957u;
            break;
        }
        if ((_4023 ^ 18196653u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2958u;
            break;
        }
        if ((_4023 ^ 261679701u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2959u;
            break;
        }
        if ((_4023 ^ 3735814972u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2960u;
            break;
        }
        if ((_4023 ^ 3307461032u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2961u;
            break;
        }
        if ((_4023 ^ 1140811459u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2962u;
            break;
        }
        if ((_4023 ^ 306649169u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2963u;
            break;
        }
        if ((_4023 ^ 2283232562u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2964u;
            break;
        }
        if ((_4023 ^ 3082342614u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2965u;
            break;
        }
        if ((_4023 ^ 2151873519u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2966u;
            break;
        }
        if ((_4023 ^ 3110682631u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2967u;
            break;
        }
        if ((_4023 ^ 1294632532u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2968u;
            break;
        }
        if ((_4023 ^ 3683029419u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2969u;
            break;
        }
        if ((_4023 ^ 939113837u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2970u;
            break;
        }
        if ((_4023 ^ 3168038008u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2971u;
            break;
        }
        if ((_4023 ^ 3743220881u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2972u;
            break;
        }
        if ((_4023 ^ 2953298918u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2973u;
            break;
        }
        if ((_4023 ^ 3952663636u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2974u;
            break;
        }
        if ((_4023 ^ 351060455u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2975u;
            break;
        }
        if ((_4023 ^ 1829900006u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2976u;
            break;
        }
        if ((_4023 ^ 240185637u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2977u;
            break;
        }
        if ((_4023 ^ 310400874u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2978u;
            break;
        }
        if ((_4023 ^ 2802095629u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2979u;
            break;
        }
        if ((_4023 ^ 2051921467u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2980u;
            break;
        }
        if ((_4023 ^ 2316259160u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2981u;
            break;
        }
        if ((_4023 ^ 1254508121u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2982u;
            break;
        }
        if ((_4023 ^ 3821889125u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2983u;
            break;
        }
        if ((_4023 ^ 1139194306u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2984u;
            break;
        }
        if ((_4023 ^ 238541274u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2985u;
            break;
        }
        if ((_4023 ^ 3682622729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2986u;
            break;
        }
        if ((_4023 ^ 3596232884u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2987u;
            break;
        }
        if ((_4023 ^ 1746348846u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2988u;
            break;
        }
        if ((_4023 ^ 2886963910u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2989u;
            break;
        }
        if ((_4023 ^ 2753444547u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2990u;
            break;
        }
        if ((_4023 ^ 2406686732u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2991u;
            break;
        }
        if ((_4023 ^ 2618451390u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2992u;
            break;
        }
        if ((_4023 ^ 575187673u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2993u;
            break;
        }
        if ((_4023 ^ 564301673u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2994u;
            break;
        }
        if ((_4023 ^ 2959749125u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2995u;
            break;
        }
        if ((_4023 ^ 2746626277u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2996u;
            break;
        }
        if ((_4023 ^ 248755118u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2997u;
            break;
        }
        if ((_4023 ^ 2579403355u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2998u;
            break;
        }
        if ((_4023 ^ 117119841u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 2999u;
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = 7u;
        break;
    }
}

