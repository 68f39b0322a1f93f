// The school's wallet (wallet): balance, top-ups and their provider's notification, withdrawals.

export const walletEn = {
  'wallet.insufficient': 'the wallet holds {balance}: {amount} cannot be taken from it',
  'wallet.wrongSign': 'an entry of kind {kind} cannot be {amount}',
  'wallet.rechargeState': 'top-up {no} is {state}: only a pending top-up can be {action}',
  'wallet.notifyAmount': 'the notification says {amount}, but top-up {no} is {expected}',
  'wallet.notifySignature': 'the notification’s signature is not valid',
  'wallet.withdrawalState': 'withdrawal {id} is {state}: only a {expected} withdrawal can be {action}',
  'wallet.platformOnly': 'only the platform audits and pays withdrawals and adjusts balances',
  'wallet.keyReused': 'this idempotency key was already used for another call',
  'wallet.actionPaid': 'paid',
  'wallet.actionClosed': 'closed',
  'wallet.actionAudited': 'audited',
  'wallet.actionCancelled': 'cancelled',
} as const;

export type WalletKey = keyof typeof walletEn;

export const walletZh: Record<WalletKey, string> = {
  'wallet.insufficient': '钱包余额为 {balance}，无法扣除 {amount}',
  'wallet.wrongSign': '类型为 {kind} 的流水金额不能是 {amount}',
  'wallet.rechargeState': '充值单 {no} 当前为{state}，只有待支付的充值单可以{action}',
  'wallet.notifyAmount': '通知金额为 {amount}，但充值单 {no} 的金额为 {expected}',
  'wallet.notifySignature': '通知签名无效',
  'wallet.withdrawalState': '提现申请 {id} 当前为{state}，只有{expected}的申请可以{action}',
  'wallet.platformOnly': '只有平台可以审核、打款提现和调整余额',
  'wallet.keyReused': '该幂等键已用于其他请求',
  'wallet.actionPaid': '支付',
  'wallet.actionClosed': '关闭',
  'wallet.actionAudited': '审核',
  'wallet.actionCancelled': '撤销',
};

export const walletEs: Record<WalletKey, string> = {
  'wallet.insufficient': 'el monedero tiene {balance}: no se le pueden retirar {amount}',
  'wallet.wrongSign': 'un asiento de tipo {kind} no puede ser de {amount}',
  'wallet.rechargeState': 'la recarga {no} está {state}: solo una recarga pendiente puede ser {action}',
  'wallet.notifyAmount': 'la notificación indica {amount}, pero la recarga {no} es de {expected}',
  'wallet.notifySignature': 'la firma de la notificación no es válida',
  'wallet.withdrawalState': 'el retiro {id} está {state}: solo un retiro {expected} puede ser {action}',
  'wallet.platformOnly': 'solo la plataforma revisa y paga retiros y ajusta saldos',
  'wallet.keyReused': 'esta clave de idempotencia ya se usó para otra llamada',
  'wallet.actionPaid': 'pagada',
  'wallet.actionClosed': 'cerrada',
  'wallet.actionAudited': 'revisado',
  'wallet.actionCancelled': 'cancelado',
};
