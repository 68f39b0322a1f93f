export const API_VERSION_INFO = {
  title: 'Kindergarten network console API',
  version: '1.0',
  description:
    'Business calls are POST /api/{Module}/{Action} (read actions also GET). Every answer is {code, data, msg}; code 100000 is success. Calls carry X-App-Code, X-App-Version, X-Log-Serial, X-Timestamp and X-Signature = hex HMAC-SHA256(code\\nversion\\nserial\\ntimestamp).',
};
