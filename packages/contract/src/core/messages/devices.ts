// Smart devices and alert rules (devices, alerts).

export const devicesEn = {
  'entity.device': 'device',
  'devices.serialShape': 'must be 2 to 64 letters, digits, ".", "-" or "_", starting with a letter or a digit',
  'devices.stateByHand': 'by hand a device is only retired or brought back; online, offline and fault come from its readings',
  'devices.cameraOnly': 'only a camera has a stream and analysis hours',
  'devices.streamUrl': 'must be an rtsp, rtmp, http or https address',
  'devices.notBindable': 'a {type} cannot be bound to a {target}',
  'devices.braceletTaken': '{name} already wears bracelet {serial}',
  'devices.retired': 'device {serial} is retired',
  'devices.bothOrNeither': 'give both times, or neither',
  'alerts.thresholdNotOfType': 'does not apply to {type} warnings',
  'alerts.heartRateRange': 'must be above the lower limit ({low})',
  'unique.serialNo': 'this serial number is already registered',
  'unique.messageConfigType': 'the school already has a configuration of this warning type',
} as const;

export type DevicesKey = keyof typeof devicesEn;

export const devicesZh: Record<DevicesKey, string> = {
  'entity.device': '设备',
  'devices.serialShape': '必须是 2 到 64 个字母、数字、“.”、“-”或“_”，并以字母或数字开头',
  'devices.stateByHand': '手动只能停用或恢复设备；在线、离线和故障由设备上报决定',
  'devices.cameraOnly': '只有摄像头才有视频流和分析时段',
  'devices.streamUrl': '必须是 rtsp、rtmp、http 或 https 地址',
  'devices.notBindable': '{type}不能绑定到{target}',
  'devices.braceletTaken': '{name}已佩戴手环 {serial}',
  'devices.retired': '设备 {serial} 已停用',
  'devices.bothOrNeither': '请同时填写两个时间，或都不填',
  'alerts.thresholdNotOfType': '不适用于{type}预警',
  'alerts.heartRateRange': '必须高于心率下限（{low}）',
  'unique.serialNo': '该序列号已登记',
  'unique.messageConfigType': '本校已有该预警类型的配置',
};

export const devicesEs: Record<DevicesKey, string> = {
  'entity.device': 'dispositivo',
  'devices.serialShape': 'debe tener de 2 a 64 letras, dígitos, «.», «-» o «_», y empezar por una letra o un dígito',
  'devices.stateByHand': 'a mano un dispositivo solo se retira o se recupera; en línea, desconectado y avería vienen de sus lecturas',
  'devices.cameraOnly': 'solo una cámara tiene vídeo y horario de análisis',
  'devices.streamUrl': 'debe ser una dirección rtsp, rtmp, http o https',
  'devices.notBindable': 'un dispositivo de tipo {type} no se puede vincular a {target}',
  'devices.braceletTaken': '{name} ya lleva la pulsera {serial}',
  'devices.retired': 'el dispositivo {serial} está retirado',
  'devices.bothOrNeither': 'indique las dos horas o ninguna',
  'alerts.thresholdNotOfType': 'no se aplica a los avisos de tipo {type}',
  'alerts.heartRateRange': 'debe ser mayor que el límite inferior ({low})',
  'unique.serialNo': 'este número de serie ya está registrado',
  'unique.messageConfigType': 'la escuela ya tiene una configuración de este tipo de aviso',
};
