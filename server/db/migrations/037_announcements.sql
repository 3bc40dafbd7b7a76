-- Each sub-site's announcement bar is an ops console target (announcement-<site>),
-- versioned like the region files: history, rollback, diff, grants and the audit log apply to it.
-- Stored as JSON text (not JSONB) so exports and diffs keep the order ops wrote. Version 0 of every
-- region is "no announcement" (not stored); version 1 below is what the site shipped in code before
-- (server/data/bulletins.ts), so the bar looks the same after this migration as before it.
CREATE TABLE announcement_versions (
  site    TEXT NOT NULL,
  version INT NOT NULL CHECK (version > 0),
  json    JSON NOT NULL,
  author  TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created BIGINT NOT NULL,
  PRIMARY KEY (site, version)
);

INSERT INTO announcement_versions (site, version, json, author, message, created) VALUES
('main', 1, '{
  "items": [
    {
      "id": "main-20251118-kaito-listing",
      "text": {
        "en": "New listing: KAITO/USDT spot trading opens Nov 21, 10:00 UTC. Deposit now and share a 50,000 USDT prize pool.",
        "zh": "新币上线：KAITO/USDT 现货交易将于 11 月 21 日 10:00 (UTC) 开放，立即充值瓜分 50,000 USDT 奖池。",
        "tw": "新幣上線：KAITO/USDT 現貨交易將於 11 月 21 日 10:00 (UTC) 開放，立即入金瓜分 50,000 USDT 獎池。",
        "ja": "新規上場：KAITO/USDT の現物取引を 11 月 21 日 10:00 (UTC) に開始します。今すぐ入金して 50,000 USDT の賞金プールを山分けしましょう。",
        "ko": "신규 상장: KAITO/USDT 현물 거래가 11월 21일 10:00(UTC)에 시작됩니다. 지금 입금하고 50,000 USDT 상금을 나눠 받으세요.",
        "tr": "Yeni listeleme: KAITO/USDT spot işlemleri 21 Kasım 10:00 UTC’de başlıyor. Hemen yatırın, 50.000 USDT ödül havuzundan pay alın.",
        "it": "Nuova quotazione: il trading spot di KAITO/USDT apre il 21 novembre alle 10:00 UTC. Deposita ora e spartisci un montepremi di 50.000 USDT.",
        "de": "Neues Listing: Der Spot-Handel mit KAITO/USDT startet am 21. November um 10:00 UTC. Jetzt einzahlen und einen Preispool von 50.000 USDT teilen.",
        "fr": "Nouvelle cotation : le trading spot de KAITO/USDT ouvre le 21 novembre à 10:00 UTC. Déposez maintenant et partagez une cagnotte de 50 000 USDT.",
        "es": "Nuevo listado: el trading spot de KAITO/USDT abre el 21 de noviembre a las 10:00 UTC. Deposita ya y comparte un bote de 50.000 USDT.",
        "ru": "Новый листинг: спотовая торговля KAITO/USDT откроется 21 ноября в 10:00 UTC. Пополните счёт и разделите призовой фонд 50 000 USDT.",
        "vi": "Niêm yết mới: giao dịch giao ngay KAITO/USDT mở lúc 10:00 UTC ngày 21/11. Nạp tiền ngay để chia giải thưởng 50.000 USDT.",
        "ar": "إدراج جديد: يبدأ التداول الفوري لـ KAITO/USDT في 21 نوفمبر الساعة 10:00 بتوقيت UTC. أودِع الآن وتقاسم مجمع جوائز بقيمة 50,000 USDT."
      },
      "link": "/announcements/article/41872",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('tr', 1, '{
  "items": [
    {
      "id": "tr-20251115-try-deposits",
      "text": {
        "en": "TRY deposits via FAST are now credited within 5 minutes, 24/7.",
        "zh": "通过 FAST 充值的 TRY 现在 7×24 小时 5 分钟内到账。",
        "tw": "透過 FAST 入金的 TRY 現在全天候 5 分鐘內到帳。",
        "ja": "FAST による TRY の入金は、24時間365日 5 分以内に反映されるようになりました。",
        "ko": "FAST를 통한 TRY 입금이 이제 24시간 5분 이내에 반영됩니다.",
        "tr": "FAST ile TRY yatırma işlemleri artık 7/24, 5 dakika içinde hesaba geçiyor.",
        "it": "I depositi in TRY tramite FAST ora vengono accreditati entro 5 minuti, 24 ore su 24.",
        "de": "TRY-Einzahlungen per FAST werden jetzt rund um die Uhr innerhalb von 5 Minuten gutgeschrieben.",
        "fr": "Les dépôts en TRY via FAST sont désormais crédités en moins de 5 minutes, 24 h/24.",
        "es": "Los depósitos en TRY por FAST ahora se acreditan en 5 minutos, 24/7.",
        "ru": "Пополнения в TRY через FAST теперь зачисляются в течение 5 минут, круглосуточно.",
        "vi": "Khoản nạp TRY qua FAST nay được ghi có trong vòng 5 phút, 24/7.",
        "ar": "تُضاف إيداعات TRY عبر FAST الآن خلال 5 دقائق على مدار الساعة."
      },
      "link": "/announcements/article/41790",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('eu', 1, '{
  "items": [
    {
      "id": "eu-20251110-mica",
      "text": {
        "en": "We now operate under a MiCA licence. Review the updated terms for EU customers.",
        "zh": "我们现已持有 MiCA 牌照运营。请查看面向欧盟客户的最新条款。",
        "tw": "我們現已持有 MiCA 牌照營運。請查看適用於歐盟客戶的最新條款。",
        "ja": "当社は MiCA ライセンスのもとで運営しています。EU のお客様向けの最新規約をご確認ください。",
        "ko": "이제 MiCA 라이선스로 운영합니다. EU 고객을 위한 변경된 약관을 확인하세요.",
        "tr": "Artık MiCA lisansıyla faaliyet gösteriyoruz. AB müşterileri için güncellenen koşulları inceleyin.",
        "it": "Ora operiamo con licenza MiCA. Consulta i termini aggiornati per i clienti UE.",
        "de": "Wir arbeiten jetzt mit einer MiCA-Lizenz. Bitte prüfen Sie die aktualisierten Bedingungen.",
        "fr": "Nous opérons désormais sous licence MiCA. Consultez les conditions mises à jour.",
        "es": "Ahora operamos con licencia MiCA. Revise los términos actualizados.",
        "ru": "Теперь мы работаем по лицензии MiCA. Ознакомьтесь с обновлёнными условиями для клиентов из ЕС.",
        "vi": "Chúng tôi hiện hoạt động theo giấy phép MiCA. Hãy xem các điều khoản cập nhật cho khách hàng EU.",
        "ar": "نعمل الآن بموجب ترخيص MiCA. راجع الشروط المحدّثة لعملاء الاتحاد الأوروبي."
      },
      "link": "/legal/terms-of-use",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('hk', 1, '{
  "items": [
    {
      "id": "hk-20251101-maintenance",
      "text": {
        "en": "Scheduled maintenance: Nov 23, 02:00–04:00 HKT. Deposits and withdrawals will pause.",
        "zh": "系统维护：11 月 23 日 02:00–04:00 (HKT)，期间暂停充值和提现。",
        "tw": "系統維護：11 月 23 日 02:00–04:00 (HKT)，期間暫停入金與提領。",
        "ja": "定期メンテナンス：11 月 23 日 02:00–04:00 (HKT)。この間、入出金を停止します。",
        "ko": "정기 점검: 11월 23일 02:00–04:00(HKT). 점검 중에는 입출금이 중단됩니다.",
        "tr": "Planlı bakım: 23 Kasım, 02:00–04:00 HKT. Yatırma ve çekme işlemleri duraklatılacak.",
        "it": "Manutenzione programmata: 23 novembre, 02:00–04:00 HKT. Depositi e prelievi saranno sospesi.",
        "de": "Geplante Wartung: 23. November, 02:00–04:00 HKT. Ein- und Auszahlungen werden pausiert.",
        "fr": "Maintenance programmée : 23 novembre, 02:00–04:00 HKT. Les dépôts et retraits seront suspendus.",
        "es": "Mantenimiento programado: 23 de noviembre, 02:00–04:00 HKT. Los depósitos y retiros se pausarán.",
        "ru": "Плановые работы: 23 ноября, 02:00–04:00 HKT. Пополнения и выводы будут приостановлены.",
        "vi": "Bảo trì định kỳ: 23/11, 02:00–04:00 HKT. Nạp và rút tiền sẽ tạm dừng.",
        "ar": "صيانة مجدولة: 23 نوفمبر، 02:00–04:00 بتوقيت هونغ كونغ. سيتوقف الإيداع والسحب مؤقتًا."
      },
      "link": "/announcements/article/41655",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('us', 1, '{
  "items": [
    {
      "id": "us-20251112-tax-forms",
      "text": {
        "en": "Your 2025 tax documents will be available in Account > Statements by February 15.",
        "zh": "您的 2025 年税务文件将于 2 月 15 日前在「账户 > 账单」中提供。",
        "tw": "您的 2025 年稅務文件將於 2 月 15 日前在「帳戶 > 對帳單」中提供。",
        "ja": "2025 年の税務書類は 2 月 15 日までに「アカウント > 取引報告書」でご確認いただけます。",
        "ko": "2025년 세금 서류는 2월 15일까지 계정 > 명세서에서 확인할 수 있습니다.",
        "tr": "2025 vergi belgeleriniz 15 Şubat’a kadar Hesap > Ekstreler bölümünde olacak.",
        "it": "I documenti fiscali 2025 saranno disponibili in Account > Estratti conto entro il 15 febbraio.",
        "de": "Ihre Steuerunterlagen 2025 stehen bis zum 15. Februar unter Konto > Kontoauszüge bereit.",
        "fr": "Vos documents fiscaux 2025 seront disponibles dans Compte > Relevés d’ici le 15 février.",
        "es": "Tus documentos fiscales de 2025 estarán en Cuenta > Extractos antes del 15 de febrero.",
        "ru": "Налоговые документы за 2025 год появятся в разделе «Аккаунт > Выписки» до 15 февраля.",
        "vi": "Chứng từ thuế năm 2025 của bạn sẽ có trong Tài khoản > Sao kê trước ngày 15/2.",
        "ar": "ستتوفر مستنداتك الضريبية لعام 2025 في الحساب > الكشوف بحلول 15 فبراير."
      },
      "link": "/myaccount/account_statement",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('sg', 1, '{
  "items": [
    {
      "id": "sg-20251105-risk",
      "text": {
        "en": "Digital payment token services are risky. Read the MAS consumer advisory before you trade.",
        "zh": "数字支付代币服务存在风险。交易前请阅读新加坡金管局的消费者提示。",
        "tw": "數位支付代幣服務存在風險。交易前請閱讀新加坡金管局的消費者提示。",
        "ja": "デジタル決済トークンサービスにはリスクがあります。取引の前に MAS の消費者向け注意喚起をお読みください。",
        "ko": "디지털 결제 토큰 서비스에는 위험이 따릅니다. 거래 전에 MAS 소비자 주의보를 읽어 주세요.",
        "tr": "Dijital ödeme tokenı hizmetleri risklidir. İşlem yapmadan önce MAS tüketici uyarısını okuyun.",
        "it": "I servizi di token di pagamento digitale sono rischiosi. Leggi l’avviso MAS ai consumatori prima di fare trading.",
        "de": "Dienste für digitale Zahlungstoken sind riskant. Lesen Sie vor dem Handel den MAS-Verbraucherhinweis.",
        "fr": "Les services de jetons de paiement numériques sont risqués. Lisez l’avis aux consommateurs de la MAS avant de trader.",
        "es": "Los servicios de tokens de pago digital son arriesgados. Lee el aviso al consumidor de la MAS antes de operar.",
        "ru": "Услуги цифровых платёжных токенов сопряжены с риском. Перед торговлей прочитайте предупреждение MAS для потребителей.",
        "vi": "Dịch vụ token thanh toán kỹ thuật số có rủi ro. Hãy đọc khuyến cáo người tiêu dùng của MAS trước khi giao dịch.",
        "ar": "خدمات رموز الدفع الرقمية محفوفة بالمخاطر. اقرأ تنبيه المستهلك الصادر عن MAS قبل التداول."
      },
      "link": "/page/contacts",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('jp', 1, '{
  "items": [
    {
      "id": "jp-20251120-jpy",
      "text": {
        "en": "JPY deposits are free of charge until the end of the year.",
        "zh": "年底前日元充值免手续费。",
        "tw": "年底前日圓入金免手續費。",
        "ja": "年末まで日本円の入金手数料が無料です。",
        "ko": "연말까지 엔화 입금 수수료가 무료입니다.",
        "tr": "JPY yatırma işlemleri yıl sonuna kadar ücretsiz.",
        "it": "I depositi in JPY sono gratuiti fino alla fine dell’anno.",
        "de": "JPY-Einzahlungen sind bis Jahresende kostenlos.",
        "fr": "Les dépôts en JPY sont gratuits jusqu’à la fin de l’année.",
        "es": "Los depósitos en JPY son gratuitos hasta final de año.",
        "ru": "Пополнение в JPY бесплатно до конца года.",
        "vi": "Nạp JPY miễn phí đến hết năm.",
        "ar": "إيداعات الين الياباني مجانية حتى نهاية العام."
      },
      "link": "/announcements/article/41860",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('uae', 1, '{
  "items": [
    {
      "id": "uae-20251114-aed",
      "text": {
        "en": "Trade BTC/AED with zero maker fees this month.",
        "zh": "本月交易 BTC/AED 免挂单手续费。",
        "tw": "本月交易 BTC/AED 免掛單手續費。",
        "ja": "今月は BTC/AED のメイカー手数料が無料です。",
        "ko": "이번 달 BTC/AED 메이커 수수료 무료.",
        "tr": "Bu ay BTC/AED’de yapıcı komisyonu sıfır.",
        "it": "Questo mese fai trading di BTC/AED con commissioni maker azzerate.",
        "de": "Handeln Sie BTC/AED diesen Monat ohne Maker-Gebühren.",
        "fr": "Tradez BTC/AED sans frais maker ce mois-ci.",
        "es": "Opera BTC/AED sin comisiones maker este mes.",
        "ru": "В этом месяце торгуйте BTC/AED без комиссии мейкера.",
        "vi": "Giao dịch BTC/AED với phí maker bằng 0 trong tháng này.",
        "ar": "تداول BTC/AED بدون رسوم صانع السوق هذا الشهر."
      },
      "link": "/trade/BTC_AED",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('au', 1, '{
  "items": [
    {
      "id": "au-20251102-afsl",
      "text": {
        "en": "Read our complaints handling policy and how to reach the Australian Financial Complaints Authority.",
        "zh": "请阅读我们的投诉处理政策，以及如何联系澳大利亚金融投诉局。",
        "tw": "請閱讀我們的投訴處理政策，以及如何聯絡澳洲金融投訴局。",
        "ja": "苦情処理方針と、オーストラリア金融苦情処理機関への連絡方法をご確認ください。",
        "ko": "불만 처리 정책과 호주 금융민원청에 연락하는 방법을 확인하세요.",
        "tr": "Şikâyet yönetimi politikamızı ve Avustralya Finansal Şikâyetler Kurumu’na nasıl ulaşacağınızı okuyun.",
        "it": "Leggi la nostra politica di gestione dei reclami e come contattare l’Australian Financial Complaints Authority.",
        "de": "Lesen Sie unsere Richtlinie zum Beschwerdemanagement und wie Sie die Australian Financial Complaints Authority erreichen.",
        "fr": "Lisez notre politique de traitement des réclamations et comment joindre l’Australian Financial Complaints Authority.",
        "es": "Lee nuestra política de gestión de reclamaciones y cómo contactar con la Australian Financial Complaints Authority.",
        "ru": "Ознакомьтесь с нашей политикой рассмотрения жалоб и с тем, как обратиться в Австралийское управление по финансовым жалобам.",
        "vi": "Đọc chính sách xử lý khiếu nại của chúng tôi và cách liên hệ Cơ quan Khiếu nại Tài chính Úc.",
        "ar": "اقرأ سياسة معالجة الشكاوى لدينا وكيفية التواصل مع هيئة الشكاوى المالية الأسترالية."
      },
      "link": "/legal/complaints-handling-policy",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000),
('testnet', 1, '{
  "items": [
    {
      "id": "testnet-20251001-reset",
      "text": {
        "en": "Testnet balances reset every Monday 00:00 UTC. Testnet funds have no value.",
        "zh": "测试网余额每周一 00:00 (UTC) 重置，测试资金没有任何价值。",
        "tw": "測試網餘額每週一 00:00 (UTC) 重置，測試資金不具任何價值。",
        "ja": "テストネットの残高は毎週月曜 00:00 (UTC) にリセットされます。テスト資金に価値はありません。",
        "ko": "테스트넷 잔고는 매주 월요일 00:00(UTC)에 초기화됩니다. 테스트넷 자금은 가치가 없습니다.",
        "tr": "Test ağı bakiyeleri her pazartesi 00:00 UTC’de sıfırlanır. Test ağı fonlarının değeri yoktur.",
        "it": "I saldi della rete di test si azzerano ogni lunedì alle 00:00 UTC. I fondi di prova non hanno valore.",
        "de": "Testnetz-Guthaben werden jeden Montag um 00:00 UTC zurückgesetzt. Testguthaben haben keinen Wert.",
        "fr": "Les soldes du réseau de test sont réinitialisés chaque lundi à 00:00 UTC. Les fonds de test n’ont aucune valeur.",
        "es": "Los saldos de la red de pruebas se reinician cada lunes a las 00:00 UTC. Los fondos de prueba no tienen valor.",
        "ru": "Балансы тестнета обнуляются каждый понедельник в 00:00 UTC. Тестовые средства ничего не стоят.",
        "vi": "Số dư mạng thử nghiệm được đặt lại vào 00:00 UTC thứ Hai hằng tuần. Tiền thử nghiệm không có giá trị.",
        "ar": "تُعاد أرصدة الشبكة التجريبية إلى الصفر كل يوم اثنين الساعة 00:00 بتوقيت UTC. أموال الشبكة التجريبية بلا قيمة."
      },
      "link": "/announcements/article/41001",
      "start": null,
      "end": null
    }
  ]
}', 'release', 'shipped announcement (was server/data/bulletins.ts)', 1764201600000)
;
