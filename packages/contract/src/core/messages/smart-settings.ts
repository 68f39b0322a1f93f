// The smart centre's settings and records (issue 19): park settings, camera cloud accounts, video
// clips (devices) and voice prints and the speech settings (health-logs).

export const smartSettingsEn = {
  'devices.videoEndBeforeStart': 'the end is before the start',
  'devices.videoPath':
    'must be a path within the school’s folder of clips: folders and a file name of letters, digits, “.”, “_” and “-”, ending in .mp4, .webm, .mov, .mkv, .flv or .ts',
  'devices.cloudVendorTaken': 'the school already has an account at this vendor',
  'devices.videoPathTaken': 'another clip of the school has this file',
  'healthLogs.audioNotUploaded': 'must be an audio file uploaded through /api/Upload/Audio for the teacher’s school',
  'healthLogs.voicePrintTaken': 'this teacher already has a voice print',
  'healthLogs.speechSettingsPlatformOnly': 'no permission: the speech settings are the platform’s',
  'schema.twoDecimals': 'at most 2 digits after the point',
} as const;

export type SmartSettingsKey = keyof typeof smartSettingsEn;

export const smartSettingsZh: Record<SmartSettingsKey, string> = {
  'devices.videoEndBeforeStart': '结束时间早于开始时间',
  'devices.videoPath':
    '必须是学校视频目录内的路径：由字母、数字、“.”、“_”、“-”组成的目录和文件名，以 .mp4、.webm、.mov、.mkv、.flv 或 .ts 结尾',
  'devices.cloudVendorTaken': '该学校在此云平台已有账号',
  'devices.videoPathTaken': '该校已有视频记录使用此文件',
  'healthLogs.audioNotUploaded': '必须是通过 /api/Upload/Audio 为该教师所在学校上传的音频文件',
  'healthLogs.voicePrintTaken': '该教师已有声纹',
  'healthLogs.speechSettingsPlatformOnly': '无权限：语言分析配置由平台维护',
  'schema.twoDecimals': '小数点后最多 2 位',
};

export const smartSettingsEs: Record<SmartSettingsKey, string> = {
  'devices.videoEndBeforeStart': 'el fin es anterior al inicio',
  'devices.videoPath':
    'debe ser una ruta dentro de la carpeta de grabaciones de la escuela: carpetas y un nombre de archivo de letras, cifras, «.», «_» y «-», terminado en .mp4, .webm, .mov, .mkv, .flv o .ts',
  'devices.cloudVendorTaken': 'la escuela ya tiene una cuenta en este proveedor',
  'devices.videoPathTaken': 'otra grabación de la escuela ya tiene este archivo',
  'healthLogs.audioNotUploaded': 'debe ser un archivo de audio subido con /api/Upload/Audio para la escuela del docente',
  'healthLogs.voicePrintTaken': 'este docente ya tiene una huella de voz',
  'healthLogs.speechSettingsPlatformOnly': 'sin permiso: los ajustes del análisis del habla son de la plataforma',
  'schema.twoDecimals': 'como máximo 2 cifras decimales',
};
