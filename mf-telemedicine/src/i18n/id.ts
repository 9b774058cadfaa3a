export const id = {
  pageTitles: {
    konsultasiKey: 'Konsultasi Online',
  },
  descriptions: {
    konsultasi:
      'Konsultasi video dengan dokter Medika Hospital dari rumah: periksa kamera dan mikrofon, lalu bergabung ke ruang konsultasi.',
  },
  common: {
    loadError: 'Data gagal dimuat. Periksa koneksi Anda lalu coba lagi.',
    retry: 'Coba lagi',
    loading: 'Memuat…',
  },
  enterCode: {
    lead: 'Masukkan kode konsultasi dari pesan konfirmasi janji temu Anda.',
    label: 'Kode konsultasi',
    hint: 'Bagian tautan konsultasi Anda setelah /konsultasi/, contoh: demo-R7kP2xQm9VtL4wNc.pasien-demo-2026',
    submit: 'Buka ruang konsultasi',
  },
  encounter: {
    needsScripts:
      'Ruang video memerlukan JavaScript. Ruang ini siap begitu skrip halaman selesai dimuat; bila pesan ini tetap tampil, aktifkan JavaScript atau buka tautan ini di browser lain (Chrome, Edge, Firefox, atau Safari terbaru).',
    heading: 'Konsultasi dengan {{doctor}}',
    notParticipantTitle: 'Tautan tidak lengkap',
    doctor: 'Dokter',
    patient: 'Pasien',
    hospital: 'Rumah sakit',
    schedule: 'Jadwal',
    status: {
      scheduled: 'Belum dibuka',
      open: 'Dibuka',
      ended: 'Selesai',
      cancelled: 'Dibatalkan',
    },
    notOpenTitle: 'Ruang konsultasi belum dibuka',
    notOpenText: 'Ruang dibuka pada {{time}}, 15 menit sebelum jadwal. Silakan kembali lagi nanti.',
    endedTitle: 'Sesi konsultasi sudah berakhir',
    endedText: 'Sesi ini ditutup pada {{time}}. Buat janji baru bila Anda perlu berkonsultasi lagi.',
    cancelledTitle: 'Sesi konsultasi dibatalkan',
    cancelledText: 'Jadwal {{time}} dibatalkan. Buat janji baru bila Anda perlu berkonsultasi.',
    bookAgain: 'Buat janji baru',
    checkAgain: 'Periksa lagi',
  },
  prejoin: {
    heading: 'Periksa kamera dan mikrofon',
    previewLabel: 'Pratinjau kamera Anda',
    requesting: 'Meminta izin kamera dan mikrofon… Pilih "Izinkan" bila browser bertanya.',
    camera: 'Kamera',
    microphone: 'Mikrofon',
    noCameraOption: 'Tidak ada kamera',
    noMicrophoneOption: 'Tidak ada mikrofon',
    problems: {
      denied:
        'Akses kamera dan mikrofon ditolak. Izinkan lewat ikon kunci atau kamera di bilah alamat browser, lalu coba lagi.',
      no_device:
        'Kamera dan mikrofon tidak ditemukan. Anda tetap dapat bergabung untuk melihat dan mendengar dokter.',
      no_camera: 'Kamera tidak ditemukan. Anda akan bergabung dengan suara saja.',
      no_microphone:
        'Mikrofon tidak ditemukan. Dokter tidak akan mendengar Anda; gunakan obrolan telepon bila perlu.',
      in_use: 'Kamera atau mikrofon sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi.',
      unsupported:
        'Browser ini tidak mendukung panggilan video. Gunakan Chrome, Edge, Firefox, atau Safari terbaru.',
      page_policy: 'Kamera dan mikrofon dapat dipakai setelah halaman ini dimuat ulang.',
      unknown: 'Kamera dan mikrofon tidak dapat dibuka. Coba lagi.',
    },
    retry: 'Coba lagi',
    reload: 'Muat ulang halaman',
    join: 'Gabung sekarang',
    joinWithoutMedia: 'Gabung tanpa kamera dan mikrofon',
    privacy:
      'Video dan suara langsung terhubung antara Anda dan dokter; tidak direkam dan tidak melewati server kami.',
  },
  call: {
    remoteLabel: 'Video peserta lain',
    localLabel: 'Video Anda',
    controlsLabel: 'Kontrol panggilan',
    mute: 'Matikan mikrofon',
    unmute: 'Nyalakan mikrofon',
    cameraOff: 'Matikan kamera',
    cameraOn: 'Nyalakan kamera',
    leave: 'Keluar',
    rejoin: 'Gabung lagi',
    back: 'Kembali',
    enableSound: 'Nyalakan suara',
    loadingCall: 'Menyiapkan panggilan…',
    peerMuted: 'Mikrofon peserta lain mati',
    peerCameraOff: 'Kamera peserta lain mati',
    phase: {
      idle: 'Belum bergabung.',
      joining: 'Menghubungkan ke ruang konsultasi…',
      waiting: 'Menunggu peserta lain bergabung…',
      connecting: 'Menyambungkan video…',
      connected: 'Terhubung',
      reconnecting: 'Menyambung ulang…',
      left: 'Anda telah keluar dari konsultasi.',
      refused: 'Tidak dapat bergabung.',
      failed: 'Panggilan tidak dapat dilanjutkan.',
    },
    peerLeft: 'Peserta lain telah keluar dari konsultasi.',
    peerDisconnected: 'Sambungan peserta lain terputus. Menunggu mereka kembali…',
    reconnectingAttempt: 'Percobaan ke-{{count}}',
    errors: {
      room_full: 'Ruang konsultasi sudah berisi dua peserta. Hanya dokter dan pasien yang dapat bergabung.',
      not_participant:
        'Tautan ini tidak memberi akses ke konsultasi ini. Buka tautan dari konfirmasi booking Anda (atau cari booking Anda dengan kode booking dan tanggal lahir), atau tautan dokter dari rumah sakit.',
      replaced: 'Konsultasi ini dibuka di tab atau perangkat lain.',
      room_not_found: 'Ruang konsultasi tidak ditemukan.',
      room_closed: 'Ruang konsultasi ini sudah ditutup.',
      meeting_not_open: 'Ruang konsultasi belum dibuka.',
      meeting_ended: 'Sesi konsultasi sudah berakhir atau dibatalkan.',
      unauthorized: 'Akses ke ruang konsultasi ditolak.',
      forbidden_origin: 'Sambungan dari situs ini tidak diizinkan.',
      too_many_connections: 'Terlalu banyak sambungan dari perangkat ini.',
      network: 'Tidak dapat terhubung ke ruang konsultasi. Periksa koneksi internet Anda lalu coba lagi.',
    },
  },
};

export type Dictionary = typeof id;
