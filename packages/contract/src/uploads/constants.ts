/** What each upload route (Upload/{kind}) accepts. */
export const UPLOAD_KINDS = {
  Image: { extensions: ['.jpg', '.jpeg', '.png', '.gif'], maxBytes: 5 * 1024 * 1024 },
  Audio: { extensions: ['.mp3', '.wav', '.m4a', '.aac', '.amr'], maxBytes: 20 * 1024 * 1024 },
  File: {
    extensions: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.zip', '.jpg', '.jpeg', '.png', '.gif', '.mp4'],
    maxBytes: 50 * 1024 * 1024,
  },
  Excel: { extensions: ['.xlsx', '.xls'], maxBytes: 20 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
