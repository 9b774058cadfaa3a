import type { AxiosAdapter, AxiosRequestConfig } from 'axios';
import { createHttp } from './http/createHttp';
import { toFormBody, toQueryParams } from './params';
import type {
  Appointment,
  AppointmentInput,
  Article,
  ArticleCategory,
  ArticleQuery,
  ArticleSummary,
  Availability,
  AvailabilityQuery,
  BookingConfig,
  CancelAppointmentInput,
  RescheduleAppointmentInput,
  PersonalDataExport,
  EraseInput,
  ErasureResult,
  BookingAccess,
  BookingAccessData,
  BookingAccessErasure,
  BookingAccessInput,
  BookingAccessRequested,
  Company,
  DeskActionResult,
  DeskCallInput,
  DeskLateInput,
  DeskEndedSignIns,
  DeskEndSignInsInput,
  DeskEnrolInput,
  DeskEnrolled,
  DeskLoginInput,
  DeskLoginResult,
  DeskSecondFactorInput,
  DeskSearchCandidate,
  DeskSession,
  DeskSessionInfo,
  DeskSessionState,
  DeskSignedIn,
  DeskSignedOut,
  DeskSignIn,
  LiveQueueSnapshot,
  ContactInput,
  ContactResult,
  Doctor,
  DoctorDetail,
  DoctorQuery,
  DownloadFile,
  Encounter,
  EventRegistrationInput,
  EventRegistrationResult,
  FaqGroup,
  HealthStatus,
  HospitalEvent,
  HospitalRoom,
  ItemEnvelope,
  Lang,
  ListEnvelope,
  ListQuery,
  ListResult,
  MeetingInfo,
  MenuNode,
  NewsletterInput,
  NewsletterResult,
  Page,
  PageQuery,
  PartnerGroup,
  Patient,
  PatientInput,
  Poli,
  PoliQuery,
  Promo,
  ScreeningForm,
  ScreeningResult,
  ScreeningResultInput,
  SearchResults,
  SearchSuggestion,
  Service,
  ServicePackage,
  SitemapEntry,
  Speciality,
  Video,
} from '@hospital/contract';
import { DEFAULT_API_TOKEN, DEFAULT_PRODUCT, SCREENING_FORM_NAME } from '@hospital/contract';

export interface ApiClientOptions {
  /** Base address of the API, `/api/` on the site. */
  baseURL?: string;
  /** Access token sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Brand code used in the appointment backend paths (`medika.patient`). */
  product?: string;
  /** The page's language, sent as the `lang` query parameter of every call. */
  lang?: Lang;
  /** Budget of a whole call (answer and body); 0 means none. */
  timeoutMs?: number;
  /** axios's adapter (tests answer from memory with one); defaults to axios's own for the platform. */
  adapter?: AxiosAdapter;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface AppointmentCallOptions extends CallOptions {
  /** Keep one key per booking attempt: a retry with it returns the first result. */
  idempotencyKey?: string;
}

/** A request body: an object sent as JSON, or flat values sent form-encoded (docs/product-rules.md §7's contact form). */
type RequestBody = { json: unknown } | { form: object };

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: RequestBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Encodes each path segment but keeps the slashes of nested page slugs. */
function segment(value: string | number): string {
  return String(value).split('/').map(encodeURIComponent).join('/');
}

export function createApiClient(options: ApiClientOptions = {}) {
  const {
    baseURL = '/api/',
    token = DEFAULT_API_TOKEN,
    product = DEFAULT_PRODUCT,
    lang,
    timeoutMs = 15000,
  } = options;
  const http = createHttp({
    baseURL,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    timeoutMs,
    adapter: options.adapter,
  });

  /** Every call carries the page's language as `lang`, after its own query values. */
  async function request<T>(call: Call, query?: object): Promise<T> {
    const params: Record<string, string> = toQueryParams(query);
    if (lang) params.lang = lang;
    const config: AxiosRequestConfig = {
      method: call.method,
      url: call.path,
      params,
      signal: call.signal,
      headers: { ...call.headers },
    };
    if (call.body && 'form' in call.body) {
      config.data = toFormBody(call.body.form);
      config.headers = { ...config.headers, 'Content-Type': 'application/x-www-form-urlencoded' };
    } else if (call.body) {
      config.data = call.body.json;
    }
    const response = await http.request<T>(config);
    return response.data;
  }

  async function list<T>(path: string, query?: object, call?: CallOptions): Promise<ListResult<T>> {
    const body = await request<ListEnvelope<T>>({ method: 'GET', path, signal: call?.signal }, query);
    return body.data;
  }

  async function item<T>(path: string, query?: object, call?: CallOptions): Promise<T> {
    const body = await request<ItemEnvelope<T>>({ method: 'GET', path, signal: call?.signal }, query);
    return body.data;
  }

  async function post<T>(path: string, body: RequestBody, call: AppointmentCallOptions = {}): Promise<T> {
    const answer = await request<ItemEnvelope<T>>({
      method: 'POST',
      path,
      body,
      signal: call.signal,
      headers: call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : undefined,
    });
    return answer.data;
  }

  const p = (name: string) => `${product}.${name}`;

  /** A data export as a PDF document (`format=pdf`), in the client's language. */
  async function pdf(url: string, params: Record<string, string>): Promise<ArrayBuffer> {
    const response = await http.request<ArrayBuffer>({
      method: 'GET',
      url,
      params: { ...params, format: 'pdf', ...(lang ? { lang } : {}) },
      responseType: 'arraybuffer',
    });
    return response.data;
  }

  /** A front-desk write: the session cookie goes by itself (same site), the CSRF token in its header. */
  async function deskPost<T>(path: string, json: unknown, csrf: string): Promise<T> {
    const answer = await request<ItemEnvelope<T>>({
      method: 'POST',
      path: `frontdesk/${path}`,
      body: { json },
      headers: { 'X-CSRF-Token': csrf },
    });
    return answer.data;
  }

  /** `session` or `company` of the live queue, as query values. */
  const queueScope = (scope: LiveQueueScope) =>
    'session' in scope ? { session: scope.session } : { company: scope.company };

  return {
    health: (call?: CallOptions) => item<HealthStatus>('health', undefined, call),

    // Doctors, schedules, polis, hospitals
    listDoctors: (query?: DoctorQuery, call?: CallOptions) => list<Doctor>('web/dokter', query, call),
    getDoctorBySlug: (slugOrId: string | number, call?: CallOptions) =>
      item<DoctorDetail>(`web/dokter/${segment(slugOrId)}`, undefined, call),
    listSchedules: (query?: DoctorQuery, call?: CallOptions) =>
      list<Doctor>('web/jadwal', { start_day: 0, ...query }, call),
    listSpecialities: (query?: { company_id?: number }, call?: CallOptions) =>
      list<Speciality>('web/speciality', query, call),
    listPolis: (query?: PoliQuery, call?: CallOptions) => list<Poli>('web/poli', query, call),
    listCompanies: (call?: CallOptions) => list<Company>('web/company', undefined, call),
    getCompany: (slugOrId: string | number, call?: CallOptions) =>
      item<Company>(`web/company/${segment(slugOrId)}`, undefined, call),

    // Content
    listServices: (call?: CallOptions) => list<Service>('web/service', undefined, call),
    listArticles: (query?: ArticleQuery, call?: CallOptions) =>
      list<ArticleSummary>('web/article', query, call),
    getArticle: (slug: string, call?: CallOptions) =>
      item<Article>(`web/article/${segment(slug)}`, undefined, call),
    listArticleCategories: (call?: CallOptions) =>
      list<ArticleCategory>('web/article_category', undefined, call),
    getMenu: (call?: CallOptions) => list<MenuNode>('web/menu', undefined, call),
    listPromos: (query?: ListQuery, call?: CallOptions) =>
      list<Promo>('web/promo', { limit: 6, order: 'sequence asc', ...query }, call),
    getPromo: (slug: string, call?: CallOptions) =>
      item<Promo>(`web/promo/${segment(slug)}`, undefined, call),
    listServicePackages: (query?: ListQuery, call?: CallOptions) =>
      list<ServicePackage>('web/service_package', { limit: 6, order: 'sequence asc', ...query }, call),
    getServicePackage: (slug: string, call?: CallOptions) =>
      item<ServicePackage>(`web/service_package/${segment(slug)}`, undefined, call),
    listRooms: (query?: ListQuery, call?: CallOptions) =>
      list<HospitalRoom>('web/hospital_room', { limit: 6, order: 'seq asc', ...query }, call),
    listPartnersGroupedByIndustry: (query?: { industry?: string }, call?: CallOptions) =>
      list<PartnerGroup>('web/rekanan', query, call),
    listEvents: (query?: ListQuery, call?: CallOptions) =>
      list<HospitalEvent>('web/events', { limit: 5, ...query }, call),
    getEvent: (slug: string, call?: CallOptions) =>
      item<HospitalEvent>(`web/events/${segment(slug)}`, undefined, call),
    getPage: (slug: string, call?: CallOptions) => item<Page>(`web/page/${segment(slug)}`, undefined, call),
    listPages: (query?: { section?: string }, call?: CallOptions) => list<Page>('web/page', query, call),
    listFaq: (query?: { q?: string }, call?: CallOptions) => list<FaqGroup>('web/faq', query, call),
    listVideos: (query?: PageQuery, call?: CallOptions) => list<Video>('web/video', query, call),
    getVideo: (slug: string, call?: CallOptions) =>
      item<Video>(`web/video/${segment(slug)}`, undefined, call),
    listDownloads: (call?: CallOptions) => list<DownloadFile>('web/download', undefined, call),
    search: (q: string, query?: PageQuery, call?: CallOptions) =>
      item<SearchResults>('web/search', { q, ...query }, call),
    /** The header search's suggestions while typing (docs/decisions.md, issue 26). */
    suggestSearch: (q: string, call?: CallOptions) =>
      list<SearchSuggestion>('web/search/suggest', { q }, call),
    getSitemap: (call?: CallOptions) => list<SitemapEntry>('web/sitemap', undefined, call),

    // Submissions
    registerForEvent: (input: EventRegistrationInput) =>
      post<EventRegistrationResult>('web/post/registration', { json: input }),
    /** docs/product-rules.md §7: form-encoded name, email, message. */
    sendContactMessage: (input: ContactInput) => post<ContactResult>('web/contactus', { form: input }),
    subscribeNewsletter: (input: NewsletterInput) =>
      post<NewsletterResult>('web/newsletter', { json: input }),

    // Appointment backend
    getBookingConfig: (call?: CallOptions) => item<BookingConfig>(p('config.booking'), undefined, call),
    getAvailability: (query: AvailabilityQuery, call?: CallOptions) =>
      item<Availability>(p('availability'), query, call),
    createPatient: (input: PatientInput) => post<Patient>(p('patient'), { json: input }),
    createAppointment: (input: AppointmentInput, call?: AppointmentCallOptions) =>
      post<Appointment>(p('appointment'), { json: input }, call),
    /** The code with the patient's birth date: 404 unless both match (and 429 once locked). */
    getAppointment: (code: string, bornDate: string, call?: CallOptions) =>
      item<Appointment>(`${p('appointment')}/${segment(code)}`, { born_date: bornDate }, call),
    cancelAppointment: (code: string, input: CancelAppointmentInput) =>
      post<Appointment>(`${p('appointment')}/${segment(code)}/cancel`, { json: input }),
    /** What the hospital holds for this booking and its patient (UU PDP), as data. */
    getPersonalData: (code: string, bornDate: string) =>
      item<PersonalDataExport>(`${p('appointment')}/${segment(code)}/data`, { born_date: bornDate }),
    /** The same as a PDF document. */
    getPersonalDataPdf: (code: string, bornDate: string): Promise<ArrayBuffer> =>
      pdf(`${p('appointment')}/${segment(code)}/data`, { born_date: bornDate }),
    erasePersonalData: (code: string, input: EraseInput) =>
      post<ErasureResult>(`${p('appointment')}/${segment(code)}/erase`, { json: input }),
    rescheduleAppointment: (code: string, input: RescheduleAppointmentInput) =>
      post<Appointment>(`${p('appointment')}/${segment(code)}/reschedule`, { json: input }),
    /**
     * Every booking of a patient (docs/decisions.md, issue 24): each booking's contact address gets a link to the
     * bookings made with it. The same answer whatever the NIK.
     */
    requestBookingAccess: (input: BookingAccessInput) =>
      post<BookingAccessRequested>(p('booking_access'), { json: input }),
    /** The bookings a mailed link opens (404 once expired or spent). */
    getBookingAccess: (token: string, call?: CallOptions) =>
      item<BookingAccess>(`${p('booking_access')}/${segment(token)}`, undefined, call),
    getBookingAccessData: (token: string) =>
      item<BookingAccessData>(`${p('booking_access')}/${segment(token)}/data`),
    getBookingAccessPdf: (token: string): Promise<ArrayBuffer> =>
      pdf(`${p('booking_access')}/${segment(token)}/data`, {}),
    /** Consent withdrawn for every booking the link opens; the link is spent. */
    eraseBookingAccess: (token: string) =>
      post<BookingAccessErasure>(`${p('booking_access')}/${segment(token)}/erase`, {
        json: { confirm: true },
      }),

    // Screening
    listForms: (name: string, call?: CallOptions) =>
      list<ScreeningForm>(p('config.form/get'), { filters: [['name', '=', name]] }, call),
    getScreeningForm: async (call?: CallOptions): Promise<ScreeningForm | null> => {
      const forms = await list<ScreeningForm>(
        p('config.form/get'),
        { filters: [['name', '=', SCREENING_FORM_NAME]] },
        call,
      );
      return forms.results[0] ?? null;
    },
    submitScreeningResult: (input: ScreeningResultInput, call?: AppointmentCallOptions) =>
      post<ScreeningResult>(p('assesment.result'), { json: input }, call),
    getScreeningResult: (id: string, call?: CallOptions) =>
      item<ScreeningResult>(p('assesment.result/get'), { id }, call),

    // Telemedicine
    /** `token` is the participant's (patient's or doctor's) token of that meeting: see `consultation.ts`. */
    getEncounter: (meetingId: string, token: string, call?: CallOptions) =>
      item<Encounter>(p('encounter/get'), { meetingId, t: token }, call),
    createMeeting: (meetingId: string, token: string, call?: CallOptions) =>
      item<MeetingInfo>(p('encounter/create_meeting'), { m: meetingId, t: token }, call),

    // Live queue (docs/decisions.md, issue 18): public, numbers only
    getLiveQueue: (scope: LiveQueueScope, call?: CallOptions) =>
      item<LiveQueueSnapshot>('queue/now', queueScope(scope), call),
    /** The address of the queue's Server-Sent Events stream, for an EventSource (same site). */
    liveQueueUrl: (scope: LiveQueueScope) => {
      const params = new URLSearchParams(Object.entries(queueScope(scope)).map(([k, v]) => [k, String(v)]));
      if (lang) params.set('lang', lang);
      return `${baseURL.replace(/\/?$/, '/')}queue/live?${params.toString()}`;
    },

    // Front desk (docs/decisions.md, issue 18): a session cookie, never the public token's rights
    deskCsrf: () => item<{ token: string }>('frontdesk/csrf'),
    deskMe: (call?: CallOptions) => item<DeskSessionInfo>('frontdesk/me', undefined, call),
    deskSession: (call?: CallOptions) => item<DeskSessionState>('frontdesk/session', undefined, call),
    // Sign-in in two steps (docs/decisions.md, issue 24): each answer brings the CSRF token of the new session
    deskLogin: (input: DeskLoginInput, csrf: string) => deskPost<DeskLoginResult>('login', input, csrf),
    deskSecondFactor: (input: DeskSecondFactorInput, csrf: string) =>
      deskPost<DeskSignedIn>('second-factor', input, csrf),
    deskEnrol: (input: DeskEnrolInput, csrf: string) => deskPost<DeskEnrolled>('enrol', input, csrf),
    deskLogout: (csrf: string) => deskPost<DeskSignedOut>('logout', {}, csrf),
    deskLogoutEverywhere: (csrf: string) => deskPost<DeskSignedOut>('logout-everywhere', {}, csrf),
    deskSignIns: (call?: CallOptions) => list<DeskSignIn>('frontdesk/sign-ins', undefined, call),
    deskEndSignIns: (input: DeskEndSignInsInput, csrf: string) =>
      deskPost<DeskEndedSignIns>('sign-ins/end', input, csrf),
    deskSessions: (call?: CallOptions) => list<DeskSession>('frontdesk/sessions', undefined, call),
    deskSearch: (q: string, call?: CallOptions) => list<DeskSearchCandidate>('frontdesk/search', { q }, call),
    deskCheckIn: (code: string, csrf: string) => deskPost<DeskActionResult>('check-in', { code }, csrf),
    deskCall: (input: DeskCallInput, csrf: string) => deskPost<DeskActionResult>('call', input, csrf),
    deskNoShow: (code: string, csrf: string) => deskPost<DeskActionResult>('no-show', { code }, csrf),
    deskLate: (input: DeskLateInput, csrf: string) => deskPost<DeskActionResult>('late', input, csrf),
    deskCancelSession: (sessionId: number, csrf: string) =>
      deskPost<DeskActionResult>('cancel-session', { session_id: sessionId }, csrf),
  };
}

/** Which part of today's queue: one session, or every session of a hospital (the kiosk). */
export type LiveQueueScope = { session: number } | { company: number };

export type ApiClient = ReturnType<typeof createApiClient>;
