import type { Lang } from '@hospital/contract';
import type { SignalingErrorCode } from './protocol';

/** What the client shows when the server refuses or ends a connection, in both languages. */
export const SIGNALING_MESSAGES: Record<SignalingErrorCode, Record<Lang, string>> = {
  unauthorized: {
    id: 'Token akses tidak ada atau salah.',
    en: 'The access token is missing or wrong.',
  },
  not_participant: {
    id: 'Tautan ini tidak memberi akses ke konsultasi ini. Buka tautan dari konfirmasi booking Anda.',
    en: 'This link does not give access to this consultation. Open the link from your booking confirmation.',
  },
  forbidden_origin: {
    id: 'Sambungan dari situs ini tidak diizinkan.',
    en: 'Connections from this site are not allowed.',
  },
  room_not_found: {
    id: 'Ruang konsultasi tidak ditemukan.',
    en: 'The consultation room was not found.',
  },
  room_closed: {
    id: 'Ruang konsultasi ini sudah ditutup.',
    en: 'This consultation room is closed.',
  },
  room_full: {
    id: 'Ruang konsultasi sudah berisi dua peserta. Hanya dokter dan pasien yang dapat bergabung.',
    en: 'The consultation room already has two participants. Only the doctor and the patient can join.',
  },
  rate_limited: {
    id: 'Terlalu banyak pesan. Sambungan akan dicoba lagi.',
    en: 'Too many messages. The connection will be retried.',
  },
  too_many_connections: {
    id: 'Terlalu banyak sambungan dari perangkat ini.',
    en: 'Too many connections from this device.',
  },
  bad_message: {
    id: 'Pesan tidak dikenali.',
    en: 'The message was not understood.',
  },
  replaced: {
    id: 'Konsultasi ini dibuka di tab atau perangkat lain.',
    en: 'This consultation was opened in another tab or device.',
  },
};
