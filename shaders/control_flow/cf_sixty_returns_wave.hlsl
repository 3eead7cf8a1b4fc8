// 60 sequential early returns, each decided for the whole wave by WaveActiveAnyTrue:
// written by make_many_returns.py (expected values computed there).
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint v = In[tid];
    if (WaveActiveAnyTrue((v ^ 4145683452u) < 5u)) { Out[tid] = 1000u; return; }
    if (WaveActiveAnyTrue((v ^ 3161059941u) < 5u)) { Out[tid] = 1001u; return; }
    if (WaveActiveAnyTrue((v ^ 4236295699u) < 5u)) { Out[tid] = 1002u; return; }
    if (WaveActiveAnyTrue((v ^ 72501884u) < 5u)) { Out[tid] = 1003u; return; }
    if (WaveActiveAnyTrue((v ^ 2926378837u) < 5u)) { Out[tid] = 1004u; return; }
    if (WaveActiveAnyTrue((v ^ 4294178028u) < 5u)) { Out[tid] = 1005u; return; }
    if (WaveActiveAnyTrue((v ^ 1029568882u) < 5u)) { Out[tid] = 1006u; return; }
    if (WaveActiveAnyTrue((v ^ 1452032918u) < 5u)) { Out[tid] = 1007u; return; }
    if (WaveActiveAnyTrue((v ^ 3041671504u) < 5u)) { Out[tid] = 1008u; return; }
    if (WaveActiveAnyTrue((v ^ 1205089176u) < 5u)) { Out[tid] = 1009u; return; }
    if (WaveActiveAnyTrue((v ^ 1130926141u) < 5u)) { Out[tid] = 1010u; return; }
    if (WaveActiveAnyTrue((v ^ 3684382274u) < 5u)) { Out[tid] = 1011u; return; }
    if (WaveActiveAnyTrue((v ^ 3756088952u) < 5u)) { Out[tid] = 1012u; return; }
    if (WaveActiveAnyTrue((v ^ 3425734592u) < 5u)) { Out[tid] = 1013u; return; }
    if (WaveActiveAnyTrue((v ^ 959457936u) < 5u)) { Out[tid] = 1014u; return; }
    if (WaveActiveAnyTrue((v ^ 2196317209u) < 5u)) { Out[tid] = 1015u; return; }
    if (WaveActiveAnyTrue((v ^ 1803350796u) < 5u)) { Out[tid] = 1016u; return; }
    if (WaveActiveAnyTrue((v ^ 339127578u) < 5u)) { Out[tid] = 1017u; return; }
    if (WaveActiveAnyTrue((v ^ 1546035543u) < 5u)) { Out[tid] = 1018u; return; }
    if (WaveActiveAnyTrue((v ^ 2446480832u) < 5u)) { Out[tid] = 1019u; return; }
    if (WaveActiveAnyTrue((v ^ 2772707392u) < 5u)) { Out[tid] = 1020u; return; }
    if (WaveActiveAnyTrue((v ^ 4274235126u) < 5u)) { Out[tid] = 1021u; return; }
    if (WaveActiveAnyTrue((v ^ 80530851u) < 5u)) { Out[tid] = 1022u; return; }
    if (WaveActiveAnyTrue((v ^ 3088435141u) < 5u)) { Out[tid] = 1023u; return; }
    if (WaveActiveAnyTrue((v ^ 2125944711u) < 5u)) { Out[tid] = 1024u; return; }
    if (WaveActiveAnyTrue((v ^ 499168724u) < 5u)) { Out[tid] = 1025u; return; }
    if (WaveActiveAnyTrue((v ^ 203650898u) < 5u)) { Out[tid] = 1026u; return; }
    if (WaveActiveAnyTrue((v ^ 2383665978u) < 5u)) { Out[tid] = 1027u; return; }
    if (WaveActiveAnyTrue((v ^ 2156316486u) < 5u)) { Out[tid] = 1028u; return; }
    if (WaveActiveAnyTrue((v ^ 1519565485u) < 5u)) { Out[tid] = 1029u; return; }
    if (WaveActiveAnyTrue((v ^ 1010433739u) < 5u)) { Out[tid] = 1030u; return; }
    if (WaveActiveAnyTrue((v ^ 1336735465u) < 5u)) { Out[tid] = 1031u; return; }
    if (WaveActiveAnyTrue((v ^ 1366948769u) < 5u)) { Out[tid] = 1032u; return; }
    if (WaveActiveAnyTrue((v ^ 3886114372u) < 5u)) { Out[tid] = 1033u; return; }
    if (WaveActiveAnyTrue((v ^ 3419444507u) < 5u)) { Out[tid] = 1034u; return; }
    if (WaveActiveAnyTrue((v ^ 2037733535u) < 5u)) { Out[tid] = 1035u; return; }
    if (WaveActiveAnyTrue((v ^ 2115198511u) < 5u)) { Out[tid] = 1036u; return; }
    if (WaveActiveAnyTrue((v ^ 1615544666u) < 5u)) { Out[tid] = 1037u; return; }
    if (WaveActiveAnyTrue((v ^ 3607784172u) < 5u)) { Out[tid] = 1038u; return; }
    if (WaveActiveAnyTrue((v ^ 3183026787u) < 5u)) { Out[tid] = 1039u; return; }
    if (WaveActiveAnyTrue((v ^ 1233566808u) < 5u)) { Out[tid] = 1040u; return; }
    if (WaveActiveAnyTrue((v ^ 177720750u) < 5u)) { Out[tid] = 1041u; return; }
    if (WaveActiveAnyTrue((v ^ 3839443088u) < 5u)) { Out[tid] = 1042u; return; }
    if (WaveActiveAnyTrue((v ^ 4056594447u) < 5u)) { Out[tid] = 1043u; return; }
    if (WaveActiveAnyTrue((v ^ 4193729518u) < 5u)) { Out[tid] = 1044u; return; }
    if (WaveActiveAnyTrue((v ^ 265027543u) < 5u)) { Out[tid] = 1045u; return; }
    if (WaveActiveAnyTrue((v ^ 3623872201u) < 5u)) { Out[tid] = 1046u; return; }
    if (WaveActiveAnyTrue((v ^ 1985515665u) < 5u)) { Out[tid] = 1047u; return; }
    if (WaveActiveAnyTrue((v ^ 2548377915u) < 5u)) { Out[tid] = 1048u; return; }
    if (WaveActiveAnyTrue((v ^ 38333415u) < 5u)) { Out[tid] = 1049u; return; }
    if (WaveActiveAnyTrue((v ^ 1631180785u) < 5u)) { Out[tid] = 1050u; return; }
    if (WaveActiveAnyTrue((v ^ 1491762267u) < 5u)) { Out[tid] = 1051u; return; }
    if (WaveActiveAnyTrue((v ^ 3028814729u) < 5u)) { Out[tid] = 1052u; return; }
    if (WaveActiveAnyTrue((v ^ 2557457160u) < 5u)) { Out[tid] = 1053u; return; }
    if (WaveActiveAnyTrue((v ^ 3529357084u) < 5u)) { Out[tid] = 1054u; return; }
    if (WaveActiveAnyTrue((v ^ 3438997435u) < 5u)) { Out[tid] = 1055u; return; }
    if (WaveActiveAnyTrue((v ^ 3833598743u) < 5u)) { Out[tid] = 1056u; return; }
    if (WaveActiveAnyTrue((v ^ 2225174387u) < 5u)) { Out[tid] = 1057u; return; }
    if (WaveActiveAnyTrue((v ^ 617983758u) < 5u)) { Out[tid] = 1058u; return; }
    if (WaveActiveAnyTrue((v ^ 1071305871u) < 5u)) { Out[tid] = 1059u; return; }
    Out[tid] = 7u;
}
