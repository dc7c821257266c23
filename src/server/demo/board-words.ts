import type { Employment } from '../../shared/dictionaries';

/** The phrase banks for companies, places and people: Russian, plausible, nothing real. */

/** Vacancy types in slider order; some imply the employment a company would pick for them. */
export const VACANCY_TYPES: readonly { name: string; employment?: Employment }[] = [
  { name: 'Стажировка', employment: 'probation' },
  { name: 'Оплачиваемая стажировка', employment: 'probation' },
  { name: 'Летняя стажировка', employment: 'probation' },
  { name: 'Практика', employment: 'probation' },
  { name: 'Производственная практика', employment: 'probation' },
  { name: 'Преддипломная практика', employment: 'probation' },
  { name: 'Учебная практика', employment: 'probation' },
  { name: 'Работа на неполный день', employment: 'part' },
  { name: 'Подработка', employment: 'part' },
  { name: 'Первая работа' },
  { name: 'Работа для выпускников', employment: 'full' },
  { name: 'Удалённая работа' },
  { name: 'Проектная работа', employment: 'project' },
  { name: 'Фриланс-задача', employment: 'project' },
  { name: 'Волонтёрство', employment: 'volunteer' },
  { name: 'Сезонная работа', employment: 'part' },
  { name: 'Целевое обучение', employment: 'probation' },
  { name: 'Программа развития молодых специалистов', employment: 'full' },
  { name: 'Научный проект', employment: 'project' },
  { name: 'Работа в лаборатории' },
  { name: 'Ассистент преподавателя', employment: 'part' },
  { name: 'Наставничество', employment: 'volunteer' },
  { name: 'Амбассадор бренда', employment: 'part' },
  { name: 'Хакатон', employment: 'project' },
  { name: 'Кейс-чемпионат', employment: 'project' },
  { name: 'Студенческий стартап', employment: 'project' },
  { name: 'Вахтовая работа', employment: 'full' },
  { name: 'Стажировка с трудоустройством', employment: 'probation' },
  { name: 'Ночная смена', employment: 'part' },
  { name: 'Работа в студенческом отряде', employment: 'full' },
];

// biome-ignore format: a phrase bank reads best packed
export const TAGS: readonly string[] = [
  'TypeScript', 'JavaScript', 'Python', 'Java', 'Go', 'C++', 'C#', 'PHP',
  'Kotlin', 'Swift', 'SQL', 'PostgreSQL', 'Linux', 'Docker', 'Git', 'React',
  'Vue', '1С', 'Excel', 'Power BI', 'Аналитика данных', 'Машинное обучение', 'Тестирование', 'DevOps',
  'Информационная безопасность', 'Сети', 'Дизайн', 'Figma', 'UX/UI', '3D-моделирование', 'Видеомонтаж', 'Копирайтинг',
  'SMM', 'Маркетинг', 'Реклама', 'PR', 'Продажи', 'Клиентский сервис', 'Бухгалтерия', 'Финансы',
  'Экономика', 'Юриспруденция', 'HR', 'Логистика', 'Закупки', 'Английский язык', 'Немецкий язык', 'Китайский язык',
  'Переводы', 'Журналистика', 'Педагогика', 'Психология', 'Медицина', 'Биология', 'Химия', 'Инженерия',
  'Строительство', 'AutoCAD', 'Электроника', 'Робототехника', 'Event-менеджмент', 'Управление проектами', 'Без опыта', 'Экология',
];

export type City = {
  name: string;
  lat: number;
  lng: number;
  /** How far (degrees) offices scatter from the centre. */
  spread: number;
  streets: readonly string[];
};

// biome-ignore format: one city per block
export const CITIES: readonly City[] = [
  { name: 'Москва', lat: 55.7558, lng: 37.6173, spread: 0.12,
    streets: ['Тверская ул.', 'Ленинский пр-т', 'ул. Большая Ордынка', 'Кутузовский пр-т', 'ул. Новый Арбат', 'Пресненская наб.', 'ул. Льва Толстого', 'Профсоюзная ул.'] },
  { name: 'Санкт-Петербург', lat: 59.9386, lng: 30.3141, spread: 0.09,
    streets: ['Невский пр-т', 'Лиговский пр-т', 'Большой пр-т В.О.', 'Садовая ул.', 'Московский пр-т', 'Кронверкский пр-т', 'ул. Марата'] },
  { name: 'Казань', lat: 55.7963, lng: 49.1088, spread: 0.06,
    streets: ['ул. Баумана', 'ул. Пушкина', 'пр-т Победы', 'Петербургская ул.', 'ул. Кремлёвская', 'ул. Островского'] },
  { name: 'Новосибирск', lat: 55.0302, lng: 82.9204, spread: 0.08,
    streets: ['Красный пр-т', 'ул. Ленина', 'ул. Николаева', 'ул. Фрунзе', 'Морской пр-т', 'ул. Кирова'] },
  { name: 'Екатеринбург', lat: 56.8389, lng: 60.6057, spread: 0.07,
    streets: ['пр-т Ленина', 'ул. Малышева', 'ул. Мира', 'ул. 8 Марта', 'ул. Розы Люксембург', 'ул. Вайнера'] },
  { name: 'Томск', lat: 56.4847, lng: 84.9482, spread: 0.04,
    streets: ['пр-т Ленина', 'Советская ул.', 'Академический пр-т', 'ул. Вершинина', 'Красноармейская ул.'] },
];

/** Moscow and Saint Petersburg hold most offices, as on any Russian board. */
export const CITY_WEIGHTS = {
  Москва: 34,
  'Санкт-Петербург': 22,
  Казань: 11,
  Новосибирск: 12,
  Екатеринбург: 12,
  Томск: 9,
} as const;

// biome-ignore format: a phrase bank reads best packed
export const FEMININE_ADJECTIVES = [
  'Северная', 'Уральская', 'Сибирская', 'Волжская', 'Невская', 'Балтийская',
  'Цифровая', 'Городская', 'Первая', 'Новая', 'Томская', 'Камская',
];
// biome-ignore format: a phrase bank reads best packed
export const FEMININE_NOUNS = [
  'верфь', 'мануфактура', 'лаборатория', 'студия', 'сеть', 'логистика',
  'энергетика', 'типография', 'аптека', 'кондитерская', 'агрокомпания', 'медиагруппа',
];
// biome-ignore format: a phrase bank reads best packed
export const MASCULINE_ADJECTIVES = [
  'Северный', 'Уральский', 'Сибирский', 'Волжский', 'Невский', 'Балтийский',
  'Цифровой', 'Городской', 'Первый', 'Новый', 'Томский', 'Казанский',
];
// biome-ignore format: a phrase bank reads best packed
export const MASCULINE_NOUNS = [
  'завод', 'банк', 'холдинг', 'технопарк', 'институт', 'ритейл', 'комбинат', 'центр',
];
// biome-ignore format: a phrase bank reads best packed
export const BRAND_PREFIXES = [
  'Т-', 'Альфа-', 'Вектор-', 'Нео', 'Гео', 'Инфо', 'Медиа', 'Смарт-', 'Эко', 'Техно',
];
// biome-ignore format: a phrase bank reads best packed
export const BRAND_NOUNS = [
  'Технологии', 'Софт', 'Системы', 'Аналитика', 'Логистика', 'Консалтинг', 'Лаб', 'Диджитал', 'Телеком', 'Девелопмент',
];
export const LEGAL_FORMS = { ООО: 60, АО: 15, ПАО: 5, '': 20 } as const;

export const INDUSTRIES: readonly { what: string; about: string }[] = [
  { what: 'разработчик программного обеспечения', about: 'Создаём сервисы для бизнеса и государства' },
  { what: 'производственная компания', about: 'Выпускаем оборудование для энергетики и транспорта' },
  { what: 'розничная сеть', about: 'Каждый день обслуживаем десятки тысяч покупателей' },
  { what: 'банк', about: 'Развиваем цифровые финансовые продукты для частных клиентов и бизнеса' },
  { what: 'логистический оператор', about: 'Доставляем грузы по всей России' },
  { what: 'digital-агентство', about: 'Делаем сайты, приложения и рекламные кампании' },
  { what: 'инжиниринговая компания', about: 'Проектируем промышленные объекты под ключ' },
  { what: 'медицинская компания', about: 'Открываем клиники и лаборатории нового формата' },
  { what: 'телеком-оператор', about: 'Обеспечиваем связью и интернетом миллионы абонентов' },
  { what: 'строительная компания', about: 'Строим жильё, школы и общественные пространства' },
  { what: 'агрохолдинг', about: 'Выращиваем и перерабатываем продукцию на собственных полях' },
  { what: 'образовательная платформа', about: 'Помогаем школьникам и студентам учиться онлайн' },
];

// biome-ignore format: a phrase bank reads best packed
export const COMPANY_SENTENCES = [
  'В команде более {staff} сотрудников, средний возраст — 29 лет.',
  'Каждый год принимаем студентов на практику и стажировки.',
  'Лучших стажёров приглашаем в штат после окончания программы.',
  'У нас есть наставники, внутренние курсы и открытые лекции.',
  'Сотрудничаем с ведущими вузами и проводим кейс-чемпионаты.',
  'Ценим инициативу и даём молодым специалистам самостоятельные задачи.',
  'Работаем в современном офисе рядом с метро, часть команды — удалённо.',
  'Поддерживаем спорт, волонтёрство и студенческие проекты.',
];

export const PROJECTS: readonly { title: string; description: string }[] = [
  {
    title: 'Цифровой двойник цеха',
    description: 'Модель производства, на которой инженеры проверяют изменения до запуска.',
  },
  {
    title: 'Мобильное приложение для клиентов',
    description: 'Заказы, оплата и поддержка в одном приложении.',
  },
  {
    title: 'Программа стажировок «Старт»',
    description: 'Три месяца работы с наставником над реальной задачей команды.',
  },
  {
    title: 'Исследование рынка',
    description: 'Студенческая команда изучает спрос и конкурентов в новом регионе.',
  },
  {
    title: 'Экологическая инициатива',
    description: 'Раздельный сбор отходов в офисах и на площадках компании.',
  },
  {
    title: 'Открытая лаборатория',
    description: 'Площадка, где студенты проверяют гипотезы на нашем оборудовании.',
  },
  {
    title: 'Кейс-чемпионат',
    description: 'Ежегодное соревнование студенческих команд с призами и стажировками.',
  },
  { title: 'Платформа аналитики', description: 'Внутренний сервис отчётов для руководителей подразделений.' },
  {
    title: 'Школа молодого специалиста',
    description: 'Курс лекций и практикумов для новых сотрудников и стажёров.',
  },
  { title: 'Умный склад', description: 'Автоматизация учёта и маршрутов комплектовщиков.' },
  { title: 'Чат-бот поддержки', description: 'Отвечает на типовые вопросы клиентов круглосуточно.' },
  {
    title: 'Волонтёрский марафон',
    description: 'Сотрудники и студенты помогают городским приютам и фондам.',
  },
];

// biome-ignore format: a phrase bank reads best packed
export const FIRST_NAMES_MALE = [
  'Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил', 'Никита', 'Егор',
];
// biome-ignore format: a phrase bank reads best packed
export const FIRST_NAMES_FEMALE = [
  'Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Дарья', 'Юлия', 'Ксения', 'Полина', 'Алина',
];
/** Surnames whose feminine form adds «а» (Иванов → Иванова). */
// biome-ignore format: a phrase bank reads best packed
export const LAST_NAMES = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев',
  'Орлов', 'Андреев', 'Макаров', 'Никитин', 'Захаров',
];

// biome-ignore format: the alphabet reads best in rows
const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** «Северная верфь» → severnaya-verf: for demo domains and mailboxes. */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => TRANSLIT[char] ?? char).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
