// Warnings and their live feed (alerts).

export const alertsEn = {
  'alerts.onlyNewAcknowledged': 'only a new warning can be acknowledged; this one is {state}',
  'alerts.onlyAcknowledgedClosed': 'only an acknowledged warning can be closed; this one is {state}',
  'alerts.liveTicket': 'the live feed ticket is unknown, used or expired: ask for a new one',
} as const;

export type AlertsKey = keyof typeof alertsEn;

export const alertsZh: Record<AlertsKey, string> = {
  'alerts.onlyNewAcknowledged': '只能确认新告警；该告警为{state}',
  'alerts.onlyAcknowledgedClosed': '只能关闭已确认的告警；该告警为{state}',
  'alerts.liveTicket': '实时推送凭证无效、已使用或已过期，请重新获取',
};

export const alertsEs: Record<AlertsKey, string> = {
  'alerts.onlyNewAcknowledged': 'solo se confirma una alerta nueva; esta está {state}',
  'alerts.onlyAcknowledgedClosed': 'solo se cierra una alerta confirmada; esta está {state}',
  'alerts.liveTicket': 'el pase del aviso en directo no existe, ya se usó o caducó: pida otro',
};
