// The face library, consents and the face analysis (faces).

export const facesEn = {
  'faces.noConsent':
    "{name}'s family has not consented to face analysis: record their consent first (Face library, Consents tab); nothing of the photo was analysed or kept",
  'faces.noFace': 'no face was found in the photo: use a clear photo of one person facing the camera',
  'faces.severalFaces': 'the photo shows {count} faces: use a photo of one person',
  'faces.notForPerson': 'not used for a {person}',
  'faces.photoMissing': 'the image is not among the uploads you may read',
  'faces.imageUnreadable': 'the image could not be read ({detail})',
  'faces.busy': 'the face analysis is busy ({queued} images waiting): try again in a moment',
  'faces.timeout': 'the face analysis did not finish within {seconds} s: try again',
  'faces.modelFailed': 'the face analysis failed ({detail})',
  'faces.classInactive': 'the class has no children to analyse',
  'faces.strangerVisitor': 'Unknown face at the gate',
  'faces.strangerReason': 'A face not in the face library was seen by the gate terminal: check who it is (snapshot {image})',
  'unique.faceConsent': 'the child already has a consent record: change it instead',
  'unique.emotionAdvice': 'there is already advice for this pattern and age bracket',
  'schema.faceImage': 'must be a PNG or JPEG image uploaded through Upload/Image',
  'entity.snapshot': 'snapshot',
} as const;

export type FacesKey = keyof typeof facesEn;

export const facesZh: Record<FacesKey, string> = {
  'faces.noConsent': '{name}的家长尚未同意人脸分析：请先登记同意书（人脸管理的“同意书”页签）；照片未被分析，也未保存任何内容',
  'faces.noFace': '照片中未找到人脸：请使用一人正面的清晰照片',
  'faces.severalFaces': '照片中有 {count} 张人脸：请使用只有一人的照片',
  'faces.notForPerson': '{person}不使用此项',
  'faces.photoMissing': '该图片不在您可查看的上传文件中',
  'faces.imageUnreadable': '无法读取该图片（{detail}）',
  'faces.busy': '人脸分析繁忙（{queued} 张图片等待中）：请稍后再试',
  'faces.timeout': '人脸分析未在 {seconds} 秒内完成：请重试',
  'faces.modelFailed': '人脸分析失败（{detail}）',
  'faces.classInactive': '该班级没有可分析的幼儿',
  'faces.strangerVisitor': '门口未识别人员',
  'faces.strangerReason': '门口人脸终端看到人脸库中没有的人脸：请确认其身份（抓拍图 {image}）',
  'unique.faceConsent': '该幼儿已有同意书记录：请修改该记录',
  'unique.emotionAdvice': '该情绪模式和年龄段已有建议',
  'schema.faceImage': '必须是通过 Upload/Image 上传的 PNG 或 JPEG 图片',
  'entity.snapshot': '抓拍',
};

export const facesEs: Record<FacesKey, string> = {
  'faces.noConsent':
    'la familia de {name} no ha dado su consentimiento al análisis facial: registre antes el consentimiento (Biblioteca de rostros, pestaña Consentimientos); no se ha analizado ni guardado nada de la foto',
  'faces.noFace': 'no se encontró ningún rostro en la foto: use una foto nítida de una sola persona de frente',
  'faces.severalFaces': 'la foto muestra {count} rostros: use una foto de una sola persona',
  'faces.notForPerson': 'no se usa para {person}',
  'faces.photoMissing': 'la imagen no está entre los archivos subidos que puede ver',
  'faces.imageUnreadable': 'no se pudo leer la imagen ({detail})',
  'faces.busy': 'el análisis facial está ocupado ({queued} imágenes en espera): inténtelo de nuevo en un momento',
  'faces.timeout': 'el análisis facial no terminó en {seconds} s: inténtelo de nuevo',
  'faces.modelFailed': 'el análisis facial falló ({detail})',
  'faces.classInactive': 'la clase no tiene niños que analizar',
  'faces.strangerVisitor': 'Rostro desconocido en la entrada',
  'faces.strangerReason': 'El terminal de la entrada vio un rostro que no está en la biblioteca: compruebe quién es (instantánea {image})',
  'unique.faceConsent': 'el niño ya tiene un registro de consentimiento: modifíquelo',
  'unique.emotionAdvice': 'ya hay un consejo para este patrón y franja de edad',
  'schema.faceImage': 'debe ser una imagen PNG o JPEG subida con Upload/Image',
  'entity.snapshot': 'instantánea',
};
