// The school home page and promotion (promotion): home pages, promotion codes, scripts and groups.

export const promotionEn = {
  'promotion.codeTaken': 'the school already has this code',
  'promotion.codeBad': 'letters, digits and dashes, 3 to 20 of them',
  'promotion.codeScanned': 'the code {code} has been scanned; disable it instead of deleting it',
  'promotion.imageNotUploaded': 'must be an image uploaded through /api/Upload/Image',
  'promotion.photoNotOfSchool': 'each photo must be an image uploaded for this school, not a child’s photo',
  'promotion.photosMax': 'at most {max} photos',
  'promotion.staffNotOfSchool': '{name} is not on duty at this school',
  'promotion.staffMax': 'at most {max} staff members',
  'promotion.introToPublish': 'a page is published with its introduction',
  'promotion.coordinatesBoth': 'latitude and longitude are given together',
} as const;

export type PromotionKey = keyof typeof promotionEn;

export const promotionZh: Record<PromotionKey, string> = {
  'promotion.codeTaken': '本校已有该推广码',
  'promotion.codeBad': '由字母、数字和短横线组成，3 到 20 个字符',
  'promotion.codeScanned': '推广码 {code} 已被扫描，请停用而不要删除',
  'promotion.imageNotUploaded': '必须是通过 /api/Upload/Image 上传的图片',
  'promotion.photoNotOfSchool': '每张照片都必须是为本校上传的图片，且不能是幼儿照片',
  'promotion.photosMax': '最多 {max} 张照片',
  'promotion.staffNotOfSchool': '{name} 不是本校在职教职工',
  'promotion.staffMax': '最多 {max} 名教职工',
  'promotion.introToPublish': '发布主页前请填写学校简介',
  'promotion.coordinatesBoth': '纬度和经度须同时填写',
};

export const promotionEs: Record<PromotionKey, string> = {
  'promotion.codeTaken': 'la escuela ya tiene este código',
  'promotion.codeBad': 'letras, dígitos y guiones, de 3 a 20',
  'promotion.codeScanned': 'el código {code} ya se ha escaneado; desactívelo en lugar de eliminarlo',
  'promotion.imageNotUploaded': 'debe ser una imagen subida mediante /api/Upload/Image',
  'promotion.photoNotOfSchool': 'cada foto debe ser una imagen subida para esta escuela, no la foto de un niño',
  'promotion.photosMax': 'como máximo {max} fotos',
  'promotion.staffNotOfSchool': '{name} no está en servicio en esta escuela',
  'promotion.staffMax': 'como máximo {max} miembros del personal',
  'promotion.introToPublish': 'una página se publica con su presentación',
  'promotion.coordinatesBoth': 'la latitud y la longitud se indican juntas',
};
