#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _144;

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
        uint _143 = t0.words[gl_GlobalInvocationID.x];
        if ((_143 ^ 4145683452u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1000u;
            break;
        }
        if ((_143 ^ 3161059941u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1001u;
            break;
        }
        if ((_143 ^ 4236295699u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1002u;
            break;
        }
        if ((_143 ^ 72501884u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1003u;
            break;
        }
        if ((_143 ^ 2926378837u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1004u;
            break;
        }
        if ((_143 ^ 4294178028u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1005u;
            break;
        }
        if ((_143 ^ 1029568882u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1006u;
            break;
        }
        if ((_143 ^ 1452032918u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1007u;
            break;
        }
        if ((_143 ^ 3041671504u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1008u;
            break;
        }
        if ((_143 ^ 1205089176u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1009u;
            break;
        }
        if ((_143 ^ 1130926141u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1010u;
            break;
        }
        if ((_143 ^ 3684382274u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1011u;
            break;
        }
        if ((_143 ^ 3756088952u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1012u;
            break;
        }
        if ((_143 ^ 3425734592u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1013u;
            break;
        }
        if ((_143 ^ 959457936u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1014u;
            break;
        }
        if ((_143 ^ 2196317209u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1015u;
            break;
        }
        if ((_143 ^ 1803350796u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1016u;
            break;
        }
        if ((_143 ^ 339127578u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1017u;
            break;
        }
        if ((_143 ^ 1546035543u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1018u;
            break;
        }
        if ((_143 ^ 2446480832u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1019u;
            break;
        }
        if ((_143 ^ 2772707392u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1020u;
            break;
        }
        if ((_143 ^ 4274235126u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1021u;
            break;
        }
        if ((_143 ^ 80530851u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1022u;
            break;
        }
        if ((_143 ^ 3088435141u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1023u;
            break;
        }
        if ((_143 ^ 2125944711u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1024u;
            break;
        }
        if ((_143 ^ 499168724u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1025u;
            break;
        }
        if ((_143 ^ 203650898u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1026u;
            break;
        }
        if ((_143 ^ 2383665978u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1027u;
            break;
        }
        if ((_143 ^ 2156316486u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1028u;
            break;
        }
        if ((_143 ^ 1519565485u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1029u;
            break;
        }
        if ((_143 ^ 1010433739u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1030u;
            break;
        }
        if ((_143 ^ 1336735465u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1031u;
            break;
        }
        if ((_143 ^ 1366948769u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1032u;
            break;
        }
        if ((_143 ^ 3886114372u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1033u;
            break;
        }
        if ((_143 ^ 3419444507u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1034u;
            break;
        }
        if ((_143 ^ 2037733535u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1035u;
            break;
        }
        if ((_143 ^ 2115198511u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1036u;
            break;
        }
        if ((_143 ^ 1615544666u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1037u;
            break;
        }
        if ((_143 ^ 3607784172u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1038u;
            break;
        }
        if ((_143 ^ 3183026787u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1039u;
            break;
        }
        if ((_143 ^ 1233566808u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1040u;
            break;
        }
        if ((_143 ^ 177720750u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1041u;
            break;
        }
        if ((_143 ^ 3839443088u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1042u;
            break;
        }
        if ((_143 ^ 4056594447u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1043u;
            break;
        }
        if ((_143 ^ 4193729518u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1044u;
            break;
        }
        if ((_143 ^ 265027543u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1045u;
            break;
        }
        if ((_143 ^ 3623872201u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1046u;
            break;
        }
        if ((_143 ^ 1985515665u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1047u;
            break;
        }
        if ((_143 ^ 2548377915u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1048u;
            break;
        }
        if ((_143 ^ 38333415u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1049u;
            break;
        }
        if ((_143 ^ 1631180785u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1050u;
            break;
        }
        if ((_143 ^ 1491762267u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1051u;
            break;
        }
        if ((_143 ^ 3028814729u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1052u;
            break;
        }
        if ((_143 ^ 2557457160u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1053u;
            break;
        }
        if ((_143 ^ 3529357084u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1054u;
            break;
        }
        if ((_143 ^ 3438997435u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1055u;
            break;
        }
        if ((_143 ^ 3833598743u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1056u;
            break;
        }
        if ((_143 ^ 2225174387u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1057u;
            break;
        }
        if ((_143 ^ 617983758u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1058u;
            break;
        }
        if ((_143 ^ 1071305871u) < 5u)
        {
            u0.words[gl_GlobalInvocationID.x] = 1059u;
            break;
        }
        u0.words[gl_GlobalInvocationID.x] = 7u;
        break;
    }
}

