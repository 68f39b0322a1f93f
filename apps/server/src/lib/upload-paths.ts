/** Where stored uploads are served from (relative to the site root): the upload route answers paths under it, imports read them. */
export const UPLOADS_URL = '/uploads/';
