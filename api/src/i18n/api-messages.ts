// The API's own messages to applicants, in every language of the site, each under a stable code: a failure's body
// carries the code beside the message (api-exception.filter.ts), and the message is worded in the caller's language
// (Accept-Language), English by default. The English words are the spec's where it quotes them.
import { SOURCE_LANGUAGE, type SiteLanguage } from '@evisa/forms/languages';

type Worded = Record<SiteLanguage, string>;

const MESSAGES = {
  APPLICATION_NOT_FOUND: {
    en: 'Application not found',
    fr: 'Demande introuvable',
    de: 'Antrag nicht gefunden',
    es: 'Solicitud no encontrada',
    ru: 'Заявка не найдена',
    zh: '未找到申请',
    ar: 'لم يُعثر على الطلب',
  },
  APPLICATION_ERASED: {
    en: 'This application was erased under our data retention policy or on request. Its answers and documents are no longer kept.',
    fr: 'Cette demande a été effacée selon notre politique de conservation des données ou à la demande. Ses réponses et documents ne sont plus conservés.',
    de: 'Dieser Antrag wurde gemäß unserer Aufbewahrungsrichtlinie oder auf Wunsch gelöscht. Seine Antworten und Unterlagen werden nicht mehr aufbewahrt.',
    es: 'Esta solicitud se borró según nuestra política de conservación de datos o a petición. Sus respuestas y documentos ya no se conservan.',
    ru: 'Эта заявка удалена согласно нашим правилам хранения данных или по запросу. Её ответы и документы больше не хранятся.',
    zh: '此申请已根据我们的数据保留政策或应要求被删除。其回答和文件已不再保存。',
    ar: 'مُحي هذا الطلب وفق سياسة الاحتفاظ بالبيانات لدينا أو بناءً على طلب. لم تعد إجاباته ومستنداته محفوظة.',
  },
  APPLICATION_PAID: {
    en: 'This application has been paid and can no longer be changed.',
    fr: 'Cette demande a été payée et ne peut plus être modifiée.',
    de: 'Dieser Antrag ist bezahlt und kann nicht mehr geändert werden.',
    es: 'Esta solicitud está pagada y ya no se puede modificar.',
    ru: 'Эта заявка оплачена и больше не может быть изменена.',
    zh: '此申请已付款，不能再修改。',
    ar: 'تم دفع رسوم هذا الطلب ولم يعد من الممكن تعديله.',
  },
  PAYMENT_IN_PROGRESS: {
    en: 'Your payment is being processed, so the application cannot be changed right now. Please try again in a moment.',
    fr: 'Votre paiement est en cours de traitement : la demande ne peut pas être modifiée pour l’instant. Veuillez réessayer dans un instant.',
    de: 'Ihre Zahlung wird gerade bearbeitet, daher kann der Antrag im Moment nicht geändert werden. Bitte versuchen Sie es gleich noch einmal.',
    es: 'Su pago se está procesando, así que la solicitud no se puede modificar ahora. Inténtelo de nuevo en un momento.',
    ru: 'Ваш платёж обрабатывается, поэтому сейчас заявку изменить нельзя. Попробуйте ещё раз чуть позже.',
    zh: '您的付款正在处理中，目前无法修改申请。请稍后再试。',
    ar: 'دفعتك قيد المعالجة، لذا لا يمكن تعديل الطلب الآن. يُرجى المحاولة بعد قليل.',
  },
  SAVED_ELSEWHERE: {
    en: 'This application was saved elsewhere (another tab or device) since you opened it.',
    fr: 'Cette demande a été enregistrée ailleurs (autre onglet ou appareil) depuis que vous l’avez ouverte.',
    de: 'Dieser Antrag wurde seit dem Öffnen an anderer Stelle (anderer Tab oder anderes Gerät) gespeichert.',
    es: 'Esta solicitud se guardó en otro lugar (otra pestaña u otro dispositivo) desde que la abrió.',
    ru: 'С момента открытия эта заявка была сохранена в другом месте (другая вкладка или устройство).',
    zh: '自您打开此申请以来，它已在其他地方（另一个标签页或设备）保存。',
    ar: 'حُفظ هذا الطلب في مكان آخر (علامة تبويب أو جهاز آخر) منذ أن فتحته.',
  },
  FORM_JUST_UPDATED: {
    en: 'The application form was updated just now. Please send your answers again.',
    fr: 'Le formulaire de demande vient d’être mis à jour. Veuillez renvoyer vos réponses.',
    de: 'Das Antragsformular wurde gerade aktualisiert. Bitte senden Sie Ihre Antworten erneut.',
    es: 'El formulario de solicitud se acaba de actualizar. Envíe de nuevo sus respuestas.',
    ru: 'Анкета только что обновилась. Пожалуйста, отправьте ответы ещё раз.',
    zh: '申请表刚刚更新。请重新发送您的回答。',
    ar: 'حُدّثت استمارة الطلب للتو. يُرجى إرسال إجاباتك مرة أخرى.',
  },
  NO_VALUES_TO_SAVE: {
    en: 'The request contains no form values to save.',
    fr: 'La requête ne contient aucune réponse du formulaire à enregistrer.',
    de: 'Die Anfrage enthält keine Formularwerte zum Speichern.',
    es: 'La petición no contiene respuestas del formulario que guardar.',
    ru: 'В запросе нет значений анкеты для сохранения.',
    zh: '请求中没有可保存的表格内容。',
    ar: 'لا يحتوي الطلب على قيم من الاستمارة لحفظها.',
  },
  APPLICATION_SAVED: {
    en: 'Application saved. Your temporary application id is {{id}}.',
    fr: 'Demande enregistrée. Votre numéro de demande provisoire est {{id}}.',
    de: 'Antrag gespeichert. Ihre vorläufige Antragsnummer ist {{id}}.',
    es: 'Solicitud guardada. Su número de solicitud provisional es {{id}}.',
    ru: 'Заявка сохранена. Ваш временный номер заявки: {{id}}.',
    zh: '申请已保存。您的临时申请编号是 {{id}}。',
    ar: 'تم حفظ الطلب. رقم طلبك المؤقت هو {{id}}.',
  },
  APPLICATION_UPDATED: {
    en: 'Application updated successfully.',
    fr: 'Demande mise à jour.',
    de: 'Antrag erfolgreich aktualisiert.',
    es: 'Solicitud actualizada correctamente.',
    ru: 'Заявка успешно обновлена.',
    zh: '申请已成功更新。',
    ar: 'تم تحديث الطلب بنجاح.',
  },
  CHANGE_ALTERS_FEE: {
    en: 'This change would alter the fee, which has been paid. Please contact us instead.',
    fr: 'Cette modification changerait les frais, qui ont déjà été payés. Veuillez plutôt nous contacter.',
    de: 'Diese Änderung würde die bereits bezahlte Gebühr ändern. Bitte wenden Sie sich stattdessen an uns.',
    es: 'Este cambio alteraría la tasa, que ya está pagada. Póngase en contacto con nosotros.',
    ru: 'Это изменение повлияет на уже оплаченный сбор. Пожалуйста, свяжитесь с нами.',
    zh: '此更改会改变已支付的费用。请改为联系我们。',
    ar: 'سيغيّر هذا التعديل الرسوم المدفوعة. يُرجى التواصل معنا بدلًا من ذلك.',
  },
  FIELD_NOT_REQUESTED: {
    en: 'Only the fields you were asked to correct can be changed. "{{field}}" was not asked for.',
    fr: 'Seuls les champs qu’on vous a demandé de corriger peuvent être modifiés. « {{field}} » n’en fait pas partie.',
    de: 'Nur die Felder, deren Korrektur erbeten wurde, können geändert werden. „{{field}}“ gehört nicht dazu.',
    es: 'Solo se pueden cambiar los campos que se le pidió corregir. «{{field}}» no estaba entre ellos.',
    ru: 'Изменять можно только поля, которые вас попросили исправить. «{{field}}» в их число не входит.',
    zh: '只能修改要求您更正的字段。“{{field}}”不在其中。',
    ar: 'لا يمكن تعديل إلا الحقول التي طُلب منك تصحيحها. «{{field}}» ليس منها.',
  },
  ALREADY_PAID: {
    en: 'This application has already been paid.',
    fr: 'Cette demande a déjà été payée.',
    de: 'Dieser Antrag ist bereits bezahlt.',
    es: 'Esta solicitud ya está pagada.',
    ru: 'Эта заявка уже оплачена.',
    zh: '此申请已付款。',
    ar: 'تم دفع رسوم هذا الطلب مسبقًا.',
  },
  PAYMENT_BLOCKED: {
    en: 'The application ID is blocked after three failed payment attempts. You must apply again.',
    fr: 'Le numéro de demande est bloqué après trois tentatives de paiement échouées. Vous devez refaire une demande.',
    de: 'Die Antragsnummer ist nach drei fehlgeschlagenen Zahlungsversuchen gesperrt. Sie müssen neu beantragen.',
    es: 'El número de solicitud está bloqueado tras tres intentos de pago fallidos. Debe volver a solicitarlo.',
    ru: 'Номер заявки заблокирован после трёх неудачных попыток оплаты. Нужно подать заявку заново.',
    zh: '付款失败三次后，申请编号已被锁定。您必须重新申请。',
    ar: 'حُظر رقم الطلب بعد ثلاث محاولات دفع فاشلة. يجب عليك التقديم من جديد.',
  },
  PAYMENT_SERVICE_UNAVAILABLE: {
    en: 'The payment service did not answer as expected. Please try again in a moment.',
    fr: 'Le service de paiement n’a pas répondu comme prévu. Veuillez réessayer dans un instant.',
    de: 'Der Zahlungsdienst hat nicht wie erwartet geantwortet. Bitte versuchen Sie es gleich noch einmal.',
    es: 'El servicio de pago no respondió como se esperaba. Inténtelo de nuevo en un momento.',
    ru: 'Платёжный сервис ответил не так, как ожидалось. Попробуйте ещё раз чуть позже.',
    zh: '支付服务未按预期响应。请稍后再试。',
    ar: 'لم تستجب خدمة الدفع كما هو متوقع. يُرجى المحاولة بعد قليل.',
  },
  DATABASE_UNAVAILABLE: {
    en: 'The service is briefly unavailable: our database does not answer. Please try again in a few seconds.',
    fr: 'Le service est brièvement indisponible : notre base de données ne répond pas. Veuillez réessayer dans quelques secondes.',
    de: 'Der Dienst ist kurz nicht erreichbar: Unsere Datenbank antwortet nicht. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    es: 'El servicio no está disponible por un momento: nuestra base de datos no responde. Inténtelo de nuevo en unos segundos.',
    ru: 'Сервис ненадолго недоступен: наша база данных не отвечает. Попробуйте снова через несколько секунд.',
    zh: '服务暂时不可用：我们的数据库没有响应。请几秒钟后再试。',
    ar: 'الخدمة غير متاحة لفترة وجيزة: قاعدة بياناتنا لا تستجيب. يُرجى المحاولة بعد بضع ثوانٍ.',
  },
  INTERNAL_ERROR: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    de: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es erneut.',
    es: 'Algo salió mal por nuestra parte. Inténtelo de nuevo.',
    ru: 'На нашей стороне что-то пошло не так. Пожалуйста, попробуйте ещё раз.',
    zh: '我们这边出现了问题。请重试。',
    ar: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  },
  INVALID_JSON: {
    en: 'The request body is not valid JSON.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
    es: 'El cuerpo de la petición no es un JSON válido.',
    ru: 'Тело запроса не является корректным JSON.',
    zh: '请求正文不是有效的 JSON。',
    ar: 'نص الطلب ليس JSON صالحًا.',
  },
  BODY_TOO_LARGE: {
    en: 'The request body is too large.',
    fr: 'Le corps de la requête est trop volumineux.',
    de: 'Der Anfragetext ist zu groß.',
    es: 'El cuerpo de la petición es demasiado grande.',
    ru: 'Тело запроса слишком велико.',
    zh: '请求正文过大。',
    ar: 'نص الطلب كبير جدًا.',
  },
  UNSUPPORTED_ENCODING: {
    en: 'The request body encoding is not supported.',
    fr: 'L’encodage du corps de la requête n’est pas pris en charge.',
    de: 'Die Kodierung des Anfragetexts wird nicht unterstützt.',
    es: 'La codificación del cuerpo de la petición no es compatible.',
    ru: 'Кодировка тела запроса не поддерживается.',
    zh: '不支持请求正文的编码。',
    ar: 'ترميز نص الطلب غير مدعوم.',
  },
  UNSUPPORTED_CHARSET: {
    en: 'The request body charset is not supported.',
    fr: 'Le jeu de caractères du corps de la requête n’est pas pris en charge.',
    de: 'Der Zeichensatz des Anfragetexts wird nicht unterstützt.',
    es: 'El juego de caracteres del cuerpo de la petición no es compatible.',
    ru: 'Кодировка символов тела запроса не поддерживается.',
    zh: '不支持请求正文的字符集。',
    ar: 'مجموعة محارف نص الطلب غير مدعومة.',
  },
  BAD_PERCENT_ENCODING: {
    en: 'The request address has an invalid percent-encoding.',
    fr: 'L’adresse de la requête contient un encodage en pourcentage non valide.',
    de: 'Die Anfrageadresse enthält eine ungültige Prozent-Kodierung.',
    es: 'La dirección de la petición tiene una codificación porcentual no válida.',
    ru: 'Адрес запроса содержит недопустимое процентное кодирование.',
    zh: '请求地址中的百分号编码无效。',
    ar: 'يحتوي عنوان الطلب على ترميز نسبة مئوية غير صالح.',
  },
  UNREADABLE_REQUEST: {
    en: 'The request could not be read.',
    fr: 'La requête n’a pas pu être lue.',
    de: 'Die Anfrage konnte nicht gelesen werden.',
    es: 'No se pudo leer la petición.',
    ru: 'Не удалось прочитать запрос.',
    zh: '无法读取请求。',
    ar: 'تعذّرت قراءة الطلب.',
  },
} as const satisfies Record<string, Worded>;

/** A message of the API's own catalogue, by its stable code. */
export type ApiMessageCode = keyof typeof MESSAGES;

type Values = Record<string, string | number>;

const isCode = (code: unknown): code is ApiMessageCode => typeof code === 'string' && Object.hasOwn(MESSAGES, code);

/** The message `code` in `language` (English when the catalogue has no such language), its {{placeholders}} filled. */
export function apiText(code: ApiMessageCode, language: string = SOURCE_LANGUAGE, values: Values = {}): string {
  const worded: Worded = MESSAGES[code];
  const template = worded[language as SiteLanguage] ?? worded[SOURCE_LANGUAGE];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The body of a failure the catalogue words (`throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'))`):
 * the code, the English message, and the values its placeholders take; the exception filter words it again in the
 * caller's language.
 */
export function apiFailure(code: ApiMessageCode, values?: Values) {
  return { success: false, status: false, code, message: apiText(code, SOURCE_LANGUAGE, values), ...(values ? { values } : {}) } as const;
}

/** A failure body's message in `language` when the catalogue words it (a known code), else as it is. */
export function localizedFailure(body: Record<string, unknown>, language: string): Record<string, unknown> {
  const { values, ...rest } = body;
  if (!isCode(body.code)) return rest;
  return { ...rest, message: apiText(body.code, language, (values ?? {}) as Values) };
}
