import type { Lang } from '@tidemark/contracts';

type T = { title: string; summary?: string; body: string };
export interface DemoArticle {
  category: 'news' | 'banner' | 'popup' | 'faq' | 'page';
  slug?: string;
  link?: string;
  image?: string;
  sort: number;
  t: Record<Lang, T>;
}

/** Demo content in all 8 languages: real-looking, and honest that prices are simulated. */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    category: 'banner',
    link: '#/pages/transaction/index',
    image: 'banners/zero-fee.svg',
    sort: 1,
    t: {
      en: { title: 'Zero-fee spot trading', body: 'Trade every spot pair without a trading fee.' },
      zh: { title: '现货交易零手续费', body: '所有现货交易对均免交易手续费。' },
      hk: { title: '現貨交易零手續費', body: '所有現貨交易對均免交易手續費。' },
      th: { title: 'เทรดสปอตไม่มีค่าธรรมเนียม', body: 'เทรดทุกคู่สปอตโดยไม่มีค่าธรรมเนียมการซื้อขาย' },
      jp: {
        title: '現物取引は手数料ゼロ',
        body: 'すべての現物ペアを取引手数料なしで取引できます。',
      },
      kor: { title: '현물 거래 수수료 0원', body: '모든 현물 거래쌍을 수수료 없이 거래하세요.' },
      fra: {
        title: 'Trading au comptant sans frais',
        body: 'Échangez toutes les paires au comptant sans frais de transaction.',
      },
      spa: {
        title: 'Trading al contado sin comisiones',
        body: 'Opere todos los pares al contado sin comisión de trading.',
      },
    },
  },
  {
    category: 'banner',
    link: '#/pages/transaction/index?tab=options',
    image: 'banners/seconds.svg',
    sort: 2,
    t: {
      en: {
        title: 'Seconds options: up to 88% payout',
        body: 'Choose a direction and a period from 30 s to 5 min; the result comes from recorded prices only.',
      },
      zh: {
        title: '秒合约：收益最高88%',
        body: '选择方向与30秒至5分钟的周期，结果只由记录的价格决定。',
      },
      hk: {
        title: '秒合約：收益最高88%',
        body: '選擇方向與30秒至5分鐘的週期，結果只由記錄的價格決定。',
      },
      th: {
        title: 'ออปชันวินาที: ผลตอบแทนสูงสุด 88%',
        body: 'เลือกทิศทางและระยะเวลา 30 วินาทีถึง 5 นาที ผลลัพธ์มาจากราคาที่บันทึกไว้เท่านั้น',
      },
      jp: {
        title: '秒オプション：最大88%の配当',
        body: '方向と30秒〜5分の期間を選択。結果は記録された価格だけで決まります。',
      },
      kor: {
        title: '초 단위 옵션: 최대 88% 수익',
        body: '방향과 30초~5분 기간을 선택하세요. 결과는 기록된 가격으로만 결정됩니다.',
      },
      fra: {
        title: 'Options à la seconde : jusqu’à 88 % de gain',
        body: 'Choisissez un sens et une durée de 30 s à 5 min ; le résultat vient uniquement des prix enregistrés.',
      },
      spa: {
        title: 'Opciones por segundos: hasta 88 % de pago',
        body: 'Elija dirección y plazo de 30 s a 5 min; el resultado sale solo de precios registrados.',
      },
    },
  },
  {
    category: 'banner',
    link: '#/pages/lockming/lockming',
    image: 'banners/earn.svg',
    sort: 3,
    t: {
      en: {
        title: 'Lock mining: earn daily',
        body: 'Lock USDT for 7 to 90 days and receive income every day.',
      },
      zh: { title: '锁仓挖矿：每日收益', body: '锁定USDT 7至90天，每天获得收益。' },
      hk: { title: '鎖倉挖礦：每日收益', body: '鎖定USDT 7至90天，每天獲得收益。' },
      th: { title: 'ล็อกขุด: รับรายได้ทุกวัน', body: 'ล็อก USDT 7 ถึง 90 วัน และรับรายได้ทุกวัน' },
      jp: {
        title: 'ロックマイニング：毎日収益',
        body: 'USDTを7〜90日ロックして毎日収益を受け取りましょう。',
      },
      kor: { title: '락업 마이닝: 매일 수익', body: 'USDT를 7~90일 잠그고 매일 수익을 받으세요.' },
      fra: {
        title: 'Minage bloqué : des revenus chaque jour',
        body: 'Bloquez des USDT de 7 à 90 jours et percevez un revenu quotidien.',
      },
      spa: {
        title: 'Minería bloqueada: ingresos diarios',
        body: 'Bloquee USDT de 7 a 90 días y reciba ingresos cada día.',
      },
    },
  },
  {
    category: 'popup',
    sort: 1,
    t: {
      en: {
        title: 'Welcome to Tidemark',
        body: 'This demo runs on simulated prices: nothing here is real money.\n\nSecure your account with a fund password and two-factor authentication.',
      },
      zh: {
        title: '欢迎来到 Tidemark',
        body: '本演示使用模拟价格：这里没有真实资金。\n\n请设置资金密码并开启双重验证，保护您的账户。',
      },
      hk: {
        title: '歡迎來到 Tidemark',
        body: '本演示使用模擬價格：這裡沒有真實資金。\n\n請設置資金密碼並開啟雙重驗證，保護您的賬戶。',
      },
      th: {
        title: 'ยินดีต้อนรับสู่ Tidemark',
        body: 'เดโมนี้ใช้ราคาจำลอง: ไม่มีเงินจริงในที่นี้\n\nปกป้องบัญชีด้วยรหัสผ่านกองทุนและการยืนยันสองขั้นตอน',
      },
      jp: {
        title: 'Tidemark へようこそ',
        body: 'このデモはシミュレーション価格で動作しています。実際のお金ではありません。\n\n資金パスワードと二段階認証でアカウントを守りましょう。',
      },
      kor: {
        title: 'Tidemark에 오신 것을 환영합니다',
        body: '이 데모는 시뮬레이션 가격으로 작동합니다. 실제 돈이 아닙니다.\n\n자금 비밀번호와 2단계 인증으로 계정을 보호하세요.',
      },
      fra: {
        title: 'Bienvenue sur Tidemark',
        body: 'Cette démo utilise des prix simulés : rien ici n’est de l’argent réel.\n\nProtégez votre compte avec un mot de passe des fonds et l’authentification à deux facteurs.',
      },
      spa: {
        title: 'Bienvenido a Tidemark',
        body: 'Esta demo usa precios simulados: aquí no hay dinero real.\n\nProteja su cuenta con una contraseña de fondos y la autenticación en dos pasos.',
      },
    },
  },
  {
    category: 'news',
    sort: 1,
    t: {
      en: {
        title: 'Tidemark now speaks eight languages',
        summary:
          'Chinese, English, Traditional Chinese, Thai, Japanese, Korean, French and Spanish.',
        body: 'Every screen, message and e-mail is now available in eight languages.\n\nSwitch at any time from the settings page; your choice is kept on this device.',
      },
      zh: {
        title: 'Tidemark 现已支持八种语言',
        summary: '简体中文、英文、繁体中文、泰文、日文、韩文、法文和西班牙文。',
        body: '所有页面、提示和邮件现已提供八种语言。\n\n可随时在设置页切换，选择会保存在本设备上。',
      },
      hk: {
        title: 'Tidemark 現已支援八種語言',
        summary: '簡體中文、英文、繁體中文、泰文、日文、韓文、法文和西班牙文。',
        body: '所有頁面、提示和郵件現已提供八種語言。\n\n可隨時在設置頁切換，選擇會保存在本設備上。',
      },
      th: {
        title: 'Tidemark รองรับแปดภาษาแล้ว',
        summary: 'จีนตัวย่อ อังกฤษ จีนตัวเต็ม ไทย ญี่ปุ่น เกาหลี ฝรั่งเศส และสเปน',
        body: 'ทุกหน้าจอ ข้อความ และอีเมลมีให้เลือกแปดภาษาแล้ว\n\nเปลี่ยนได้ทุกเมื่อในหน้าการตั้งค่า ระบบจะจำการเลือกไว้ในอุปกรณ์นี้',
      },
      jp: {
        title: 'Tidemark が8言語に対応',
        summary:
          '簡体字中国語、英語、繁体字中国語、タイ語、日本語、韓国語、フランス語、スペイン語。',
        body: 'すべての画面、メッセージ、メールが8言語で利用できるようになりました。\n\n設定画面からいつでも切り替えられ、選択はこの端末に保存されます。',
      },
      kor: {
        title: 'Tidemark, 이제 8개 언어 지원',
        summary: '중국어 간체, 영어, 중국어 번체, 태국어, 일본어, 한국어, 프랑스어, 스페인어.',
        body: '모든 화면, 메시지, 이메일을 8개 언어로 이용할 수 있습니다.\n\n설정 페이지에서 언제든 바꿀 수 있으며 선택은 이 기기에 저장됩니다.',
      },
      fra: {
        title: 'Tidemark parle désormais huit langues',
        summary:
          'Chinois simplifié, anglais, chinois traditionnel, thaï, japonais, coréen, français et espagnol.',
        body: 'Chaque écran, message et e-mail existe désormais en huit langues.\n\nChangez à tout moment depuis les paramètres ; votre choix est conservé sur cet appareil.',
      },
      spa: {
        title: 'Tidemark ya habla ocho idiomas',
        summary:
          'Chino simplificado, inglés, chino tradicional, tailandés, japonés, coreano, francés y español.',
        body: 'Cada pantalla, mensaje y correo está disponible en ocho idiomas.\n\nCámbielo cuando quiera desde los ajustes; su elección se guarda en este dispositivo.',
      },
    },
  },
  {
    category: 'news',
    sort: 2,
    t: {
      en: {
        title: 'Protect your account with two-factor authentication',
        summary: 'A code from your phone on every login and withdrawal.',
        body: 'Open Security, choose Two-factor authentication and scan the QR code with an authenticator app.\n\nSet an anti-phishing code too: every genuine e-mail from us will show it.',
      },
      zh: {
        title: '开启双重验证保护账户',
        summary: '每次登录和提现都需要手机上的验证码。',
        body: '打开“安全中心”，选择“双重验证”，用身份验证器扫描二维码。\n\n同时设置防钓鱼码：我们发出的每封真实邮件都会显示它。',
      },
      hk: {
        title: '開啟雙重驗證保護賬戶',
        summary: '每次登錄和提現都需要手機上的驗證碼。',
        body: '打開「安全中心」，選擇「雙重驗證」，用身份驗證器掃描二維碼。\n\n同時設置防釣魚碼：我們發出的每封真實郵件都會顯示它。',
      },
      th: {
        title: 'ปกป้องบัญชีด้วยการยืนยันสองขั้นตอน',
        summary: 'ใช้รหัสจากโทรศัพท์ทุกครั้งที่เข้าสู่ระบบและถอนเงิน',
        body: 'เปิดหน้าความปลอดภัย เลือกการยืนยันสองขั้นตอน แล้วสแกน QR ด้วยแอปยืนยันตัวตน\n\nตั้งรหัสป้องกันฟิชชิงด้วย อีเมลจริงจากเราจะแสดงรหัสนี้ทุกครั้ง',
      },
      jp: {
        title: '二段階認証でアカウントを保護',
        summary: 'ログインと出金のたびにスマートフォンのコードを使用します。',
        body: '「セキュリティ」から「二段階認証」を選び、認証アプリでQRコードを読み取ってください。\n\nフィッシング対策コードも設定しましょう。当社からの正規メールには必ず表示されます。',
      },
      kor: {
        title: '2단계 인증으로 계정을 보호하세요',
        summary: '로그인과 출금 때마다 휴대폰의 코드를 사용합니다.',
        body: '보안 메뉴에서 2단계 인증을 선택하고 인증 앱으로 QR 코드를 스캔하세요.\n\n피싱 방지 코드도 설정하세요. 당사의 모든 정식 이메일에 표시됩니다.',
      },
      fra: {
        title: 'Protégez votre compte avec la double authentification',
        summary: 'Un code de votre téléphone à chaque connexion et retrait.',
        body: 'Ouvrez Sécurité, choisissez Authentification à deux facteurs et scannez le QR code avec une application d’authentification.\n\nDéfinissez aussi un code anti-hameçonnage : chacun de nos vrais e-mails l’affichera.',
      },
      spa: {
        title: 'Proteja su cuenta con la verificación en dos pasos',
        summary: 'Un código de su teléfono en cada inicio de sesión y retiro.',
        body: 'Abra Seguridad, elija Verificación en dos pasos y escanee el código QR con una app de autenticación.\n\nConfigure también un código antiphishing: todos nuestros correos auténticos lo mostrarán.',
      },
    },
  },
  {
    category: 'news',
    sort: 3,
    t: {
      en: {
        title: 'Stocks, forex and commodities added',
        summary: 'Trade AAPL, TSLA, EUR/USD, gold and oil from the same screens.',
        body: 'Stocks, forex and commodities trade on weekdays; at weekends their markets are closed and orders are refused with a clear message.',
      },
      zh: {
        title: '新增股票、外汇和大宗商品',
        summary: '在同一界面交易 AAPL、TSLA、EUR/USD、黄金和原油。',
        body: '股票、外汇和大宗商品在工作日交易；周末休市，下单会收到明确提示。',
      },
      hk: {
        title: '新增股票、外匯和大宗商品',
        summary: '在同一界面交易 AAPL、TSLA、EUR/USD、黃金和原油。',
        body: '股票、外匯和大宗商品在工作日交易；週末休市，下單會收到明確提示。',
      },
      th: {
        title: 'เพิ่มหุ้น ฟอเร็กซ์ และสินค้าโภคภัณฑ์',
        summary: 'เทรด AAPL, TSLA, EUR/USD, ทองคำ และน้ำมันในหน้าจอเดียวกัน',
        body: 'หุ้น ฟอเร็กซ์ และสินค้าโภคภัณฑ์ซื้อขายวันจันทร์ถึงศุกร์ ตลาดปิดวันหยุดสุดสัปดาห์และคำสั่งจะถูกปฏิเสธพร้อมข้อความชัดเจน',
      },
      jp: {
        title: '株式・FX・コモディティを追加',
        summary: 'AAPL、TSLA、EUR/USD、金、原油を同じ画面で取引できます。',
        body: '株式・FX・コモディティは平日に取引できます。週末は市場が閉まり、注文はわかりやすいメッセージとともに拒否されます。',
      },
      kor: {
        title: '주식, 외환, 원자재 추가',
        summary: 'AAPL, TSLA, EUR/USD, 금, 원유를 같은 화면에서 거래하세요.',
        body: '주식, 외환, 원자재는 평일에 거래됩니다. 주말에는 시장이 닫히며 주문은 명확한 안내와 함께 거부됩니다.',
      },
      fra: {
        title: 'Actions, forex et matières premières',
        summary: 'Tradez AAPL, TSLA, EUR/USD, l’or et le pétrole depuis les mêmes écrans.',
        body: 'Actions, forex et matières premières se négocient en semaine ; le week-end, leurs marchés sont fermés et les ordres refusés avec un message clair.',
      },
      spa: {
        title: 'Añadidos acciones, divisas y materias primas',
        summary: 'Opere AAPL, TSLA, EUR/USD, oro y petróleo desde las mismas pantallas.',
        body: 'Acciones, divisas y materias primas se operan entre semana; el fin de semana sus mercados cierran y las órdenes se rechazan con un mensaje claro.',
      },
    },
  },
  {
    category: 'faq',
    sort: 1,
    t: {
      en: {
        title: 'How do I deposit?',
        body: 'Open Assets, tap Deposit, choose a currency and network, and send to your own address. For bank transfers, upload the payment voucher; the amount is credited after review.',
      },
      zh: {
        title: '如何充值？',
        body: '打开“资产”，点击“充值”，选择币种和网络，转入您专属的地址。银行转账请上传付款凭证，审核后入账。',
      },
      hk: {
        title: '如何充值？',
        body: '打開「資產」，點擊「充值」，選擇幣種和網絡，轉入您專屬的地址。銀行轉賬請上傳付款憑證，審核後入賬。',
      },
      th: {
        title: 'ฝากเงินอย่างไร?',
        body: 'เปิดสินทรัพย์ แตะฝาก เลือกสกุลเงินและเครือข่าย แล้วโอนไปยังที่อยู่ของคุณเอง หากโอนผ่านธนาคารให้อัปโหลดหลักฐานการชำระเงิน ยอดจะเข้าหลังตรวจสอบ',
      },
      jp: {
        title: '入金方法は？',
        body: '「資産」から「入金」を選び、通貨とネットワークを選んで専用アドレスに送金してください。銀行振込の場合は支払い証明をアップロードすると、審査後に反映されます。',
      },
      kor: {
        title: '입금은 어떻게 하나요?',
        body: '자산에서 입금을 누르고 통화와 네트워크를 선택한 뒤 본인 전용 주소로 보내세요. 은행 송금은 결제 증빙을 올리면 검토 후 입금됩니다.',
      },
      fra: {
        title: 'Comment déposer ?',
        body: 'Ouvrez Actifs, touchez Dépôt, choisissez la devise et le réseau, puis envoyez à votre adresse personnelle. Pour un virement, téléversez le justificatif ; le montant est crédité après vérification.',
      },
      spa: {
        title: '¿Cómo deposito?',
        body: 'Abra Activos, toque Depositar, elija moneda y red y envíe a su dirección propia. Para transferencias bancarias suba el comprobante; el importe se abona tras la revisión.',
      },
    },
  },
  {
    category: 'faq',
    sort: 2,
    t: {
      en: {
        title: 'How long does a withdrawal take?',
        body: 'The amount is frozen at once and sent after a review, usually within an hour. A new address can be used 24 hours after you add it.',
      },
      zh: {
        title: '提现需要多久？',
        body: '金额会立即冻结，审核后发出，通常在一小时内。新添加的地址需24小时后才能使用。',
      },
      hk: {
        title: '提現需要多久？',
        body: '金額會立即凍結，審核後發出，通常在一小時內。新添加的地址需24小時後才能使用。',
      },
      th: {
        title: 'ถอนเงินใช้เวลานานเท่าไร?',
        body: 'ยอดเงินจะถูกอายัดทันทีและส่งหลังตรวจสอบ โดยปกติภายในหนึ่งชั่วโมง ที่อยู่ใหม่ใช้ได้หลังเพิ่ม 24 ชั่วโมง',
      },
      jp: {
        title: '出金にかかる時間は？',
        body: '金額はすぐに凍結され、審査後に送金されます。通常1時間以内です。新しいアドレスは追加から24時間後に使用できます。',
      },
      kor: {
        title: '출금은 얼마나 걸리나요?',
        body: '금액은 즉시 동결되고 검토 후 보내지며 보통 1시간 이내입니다. 새 주소는 추가 후 24시간이 지나야 사용할 수 있습니다.',
      },
      fra: {
        title: 'Combien de temps prend un retrait ?',
        body: 'Le montant est bloqué aussitôt puis envoyé après vérification, en général en moins d’une heure. Une nouvelle adresse est utilisable 24 heures après son ajout.',
      },
      spa: {
        title: '¿Cuánto tarda un retiro?',
        body: 'El importe se congela al instante y se envía tras una revisión, normalmente en menos de una hora. Una dirección nueva se puede usar 24 horas después de añadirla.',
      },
    },
  },
  {
    category: 'faq',
    sort: 3,
    t: {
      en: {
        title: 'Why verify my identity?',
        body: 'Level 1 unlocks withdrawals (200 BTC per 24 hours, 2,000 USDT per fiat withdrawal), contracts and seconds options. Level 2 raises the limits to 500 BTC and 1,000,000 USDT. Bind your e-mail and phone first.',
      },
      zh: {
        title: '为什么要实名认证？',
        body: '初级认证开通提现（24小时200 BTC，法币单笔2,000 USDT）、合约和秒合约。高级认证将限额提高到500 BTC和1,000,000 USDT。请先绑定邮箱和手机。',
      },
      hk: {
        title: '為什麼要實名認證？',
        body: '初級認證開通提現（24小時200 BTC，法幣單筆2,000 USDT）、合約和秒合約。高級認證將限額提高到500 BTC和1,000,000 USDT。請先綁定郵箱和手機。',
      },
      th: {
        title: 'ทำไมต้องยืนยันตัวตน?',
        body: 'ระดับ 1 เปิดการถอน (200 BTC ต่อ 24 ชั่วโมง, เฟียต 2,000 USDT ต่อครั้ง) สัญญา และออปชันวินาที ระดับ 2 เพิ่มวงเงินเป็น 500 BTC และ 1,000,000 USDT กรุณาผูกอีเมลและโทรศัพท์ก่อน',
      },
      jp: {
        title: '本人確認が必要な理由は？',
        body: 'レベル1で出金（24時間で200 BTC、法定通貨1回2,000 USDT）、先物、秒オプションが利用できます。レベル2で上限が500 BTCと1,000,000 USDTに上がります。先にメールと電話番号を登録してください。',
      },
      kor: {
        title: '본인 인증은 왜 필요한가요?',
        body: '1단계는 출금(24시간 200 BTC, 법정화폐 1회 2,000 USDT), 선물, 초 단위 옵션을 엽니다. 2단계는 한도를 500 BTC와 1,000,000 USDT로 올립니다. 먼저 이메일과 전화번호를 연결하세요.',
      },
      fra: {
        title: 'Pourquoi vérifier mon identité ?',
        body: 'Le niveau 1 ouvre les retraits (200 BTC par 24 heures, 2 000 USDT par retrait fiat), les contrats et les options à la seconde. Le niveau 2 porte les limites à 500 BTC et 1 000 000 USDT. Associez d’abord e-mail et téléphone.',
      },
      spa: {
        title: '¿Por qué verificar mi identidad?',
        body: 'El nivel 1 habilita retiros (200 BTC cada 24 horas, 2.000 USDT por retiro fiat), contratos y opciones por segundos. El nivel 2 sube los límites a 500 BTC y 1.000.000 USDT. Vincule antes su correo y teléfono.',
      },
    },
  },
  {
    category: 'faq',
    sort: 4,
    t: {
      en: {
        title: 'What does trading cost?',
        body: 'Spot trading has no fee. Contracts charge 0.1% of the position value to open and 0.05% per day held overnight. Currency exchange uses the reference price less a 0.2% spread.',
      },
      zh: {
        title: '交易费用是多少？',
        body: '现货交易免手续费。合约开仓收取仓位价值的0.1%，隔夜每天0.05%。币币兑换按参考价扣除0.2%价差。',
      },
      hk: {
        title: '交易費用是多少？',
        body: '現貨交易免手續費。合約開倉收取倉位價值的0.1%，隔夜每天0.05%。幣幣兌換按參考價扣除0.2%價差。',
      },
      th: {
        title: 'ค่าใช้จ่ายในการเทรดเท่าไร?',
        body: 'เทรดสปอตไม่มีค่าธรรมเนียม สัญญาคิด 0.1% ของมูลค่าสถานะเมื่อเปิด และ 0.05% ต่อวันเมื่อถือข้ามคืน การแลกเปลี่ยนใช้ราคาอ้างอิงหักส่วนต่าง 0.2%',
      },
      jp: {
        title: '取引コストは？',
        body: '現物取引は手数料無料です。先物は建玉価値の0.1%を新規時に、オーバーナイトは1日0.05%がかかります。通貨交換は参照価格から0.2%のスプレッドを差し引きます。',
      },
      kor: {
        title: '거래 비용은 얼마인가요?',
        body: '현물 거래는 수수료가 없습니다. 선물은 진입 시 포지션 가치의 0.1%, 오버나이트 보유 시 하루 0.05%입니다. 통화 교환은 기준가에서 0.2% 스프레드를 뺀 가격입니다.',
      },
      fra: {
        title: 'Combien coûte le trading ?',
        body: 'Le comptant est sans frais. Les contrats coûtent 0,1 % de la valeur de la position à l’ouverture et 0,05 % par nuit de détention. La conversion utilise le prix de référence moins un écart de 0,2 %.',
      },
      spa: {
        title: '¿Cuánto cuesta operar?',
        body: 'El contado no tiene comisión. Los contratos cobran un 0,1 % del valor de la posición al abrir y un 0,05 % por día mantenido. El cambio usa el precio de referencia menos un diferencial del 0,2 %.',
      },
    },
  },
  {
    category: 'page',
    slug: 'aboutus',
    sort: 1,
    t: {
      en: {
        title: 'About Tidemark',
        body: 'Tidemark is a trading and finance app for retail users: spot, contracts, seconds options, earn products and an NFT marketplace in one place.\n\nEvery balance change is a ledger entry, and every result comes from recorded prices.',
      },
      zh: {
        title: '关于 Tidemark',
        body: 'Tidemark 是面向个人用户的交易与理财应用：现货、合约、秒合约、理财产品和 NFT 市场集于一处。\n\n每一笔余额变动都记入账本，每一个结果都来自记录的价格。',
      },
      hk: {
        title: '關於 Tidemark',
        body: 'Tidemark 是面向個人用戶的交易與理財應用：現貨、合約、秒合約、理財產品和 NFT 市場集於一處。\n\n每一筆餘額變動都記入賬本，每一個結果都來自記錄的價格。',
      },
      th: {
        title: 'เกี่ยวกับ Tidemark',
        body: 'Tidemark คือแอปเทรดและการเงินสำหรับผู้ใช้รายย่อย: สปอต สัญญา ออปชันวินาที ผลิตภัณฑ์ลงทุน และตลาด NFT ในที่เดียว\n\nการเปลี่ยนแปลงยอดเงินทุกครั้งบันทึกในบัญชีแยกประเภท และทุกผลลัพธ์มาจากราคาที่บันทึกไว้',
      },
      jp: {
        title: 'Tidemark について',
        body: 'Tidemark は個人向けの取引・資産運用アプリです。現物、先物、秒オプション、運用商品、NFTマーケットを一つにまとめました。\n\nすべての残高変動は台帳に記録され、すべての結果は記録された価格から決まります。',
      },
      kor: {
        title: 'Tidemark 소개',
        body: 'Tidemark는 개인 사용자를 위한 거래·금융 앱입니다. 현물, 선물, 초 단위 옵션, 투자 상품, NFT 마켓을 한곳에 모았습니다.\n\n모든 잔액 변동은 원장에 기록되고 모든 결과는 기록된 가격에서 나옵니다.',
      },
      fra: {
        title: 'À propos de Tidemark',
        body: 'Tidemark est une application de trading et de finance pour les particuliers : comptant, contrats, options à la seconde, produits d’épargne et place de marché NFT réunis.\n\nChaque variation de solde est une écriture comptable, et chaque résultat vient de prix enregistrés.',
      },
      spa: {
        title: 'Acerca de Tidemark',
        body: 'Tidemark es una app de trading y finanzas para particulares: contado, contratos, opciones por segundos, productos de ahorro y un mercado NFT en un solo lugar.\n\nCada cambio de saldo es un asiento contable y cada resultado sale de precios registrados.',
      },
    },
  },
  {
    category: 'page',
    slug: 'contactus',
    sort: 1,
    t: {
      en: {
        title: 'Contact us',
        body: 'Customer service: in the app, around the clock.\nE-mail: support@tidemark.dev\n\nWe will never ask for your password, fund password or verification codes.',
      },
      zh: {
        title: '联系我们',
        body: '客服：应用内全天候在线。\n邮箱：support@tidemark.dev\n\n我们绝不会索要您的密码、资金密码或验证码。',
      },
      hk: {
        title: '聯繫我們',
        body: '客服：應用內全天候在線。\n郵箱：support@tidemark.dev\n\n我們絕不會索要您的密碼、資金密碼或驗證碼。',
      },
      th: {
        title: 'ติดต่อเรา',
        body: 'ฝ่ายบริการลูกค้า: ในแอปตลอด 24 ชั่วโมง\nอีเมล: support@tidemark.dev\n\nเราจะไม่ขอรหัสผ่าน รหัสผ่านกองทุน หรือรหัสยืนยันของคุณ',
      },
      jp: {
        title: 'お問い合わせ',
        body: 'カスタマーサービス：アプリ内で24時間対応。\nメール：support@tidemark.dev\n\nパスワード、資金パスワード、認証コードをお尋ねすることは決してありません。',
      },
      kor: {
        title: '문의하기',
        body: '고객센터: 앱에서 24시간 운영.\n이메일: support@tidemark.dev\n\n비밀번호, 자금 비밀번호, 인증 코드를 절대 요청하지 않습니다.',
      },
      fra: {
        title: 'Nous contacter',
        body: 'Service client : dans l’application, jour et nuit.\nE-mail : support@tidemark.dev\n\nNous ne demanderons jamais votre mot de passe, votre mot de passe des fonds ni vos codes.',
      },
      spa: {
        title: 'Contacto',
        body: 'Atención al cliente: en la app, a todas horas.\nCorreo: support@tidemark.dev\n\nNunca le pediremos su contraseña, su contraseña de fondos ni sus códigos.',
      },
    },
  },
  {
    category: 'page',
    slug: 'operational_compliance',
    sort: 1,
    t: {
      en: {
        title: 'Operational compliance',
        body: 'Identity verification is required before withdrawals. Limits depend on the verification level.\n\nNo operator can set a trade result, edit a price or change a balance without a ledger entry that names who and why.',
      },
      zh: {
        title: '合规运营',
        body: '提现前需完成实名认证，限额取决于认证等级。\n\n任何运营人员都不能指定交易结果、修改价格，或在没有记明人员与原因的账本记录时变更余额。',
      },
      hk: {
        title: '合規運營',
        body: '提現前需完成實名認證，限額取決於認證等級。\n\n任何運營人員都不能指定交易結果、修改價格，或在沒有記明人員與原因的賬本記錄時變更餘額。',
      },
      th: {
        title: 'การปฏิบัติตามกฎระเบียบ',
        body: 'ต้องยืนยันตัวตนก่อนถอนเงิน วงเงินขึ้นอยู่กับระดับการยืนยัน\n\nไม่มีผู้ดูแลคนใดกำหนดผลการเทรด แก้ไขราคา หรือเปลี่ยนยอดเงินได้โดยไม่มีรายการบัญชีที่ระบุผู้ทำและเหตุผล',
      },
      jp: {
        title: 'コンプライアンス',
        body: '出金の前に本人確認が必要です。上限は認証レベルによって異なります。\n\nオペレーターは取引結果の指定、価格の変更、または担当者と理由を記した台帳記録なしの残高変更を一切できません。',
      },
      kor: {
        title: '운영 준법',
        body: '출금 전에 본인 인증이 필요하며 한도는 인증 단계에 따릅니다.\n\n어떤 운영자도 거래 결과를 정하거나 가격을 바꾸거나, 누가 왜 했는지 남긴 원장 기록 없이 잔액을 바꿀 수 없습니다.',
      },
      fra: {
        title: 'Conformité opérationnelle',
        body: 'La vérification d’identité est requise avant tout retrait. Les limites dépendent du niveau de vérification.\n\nAucun opérateur ne peut fixer un résultat, modifier un prix ou changer un solde sans écriture comptable indiquant qui et pourquoi.',
      },
      spa: {
        title: 'Cumplimiento operativo',
        body: 'Se exige verificación de identidad antes de retirar. Los límites dependen del nivel de verificación.\n\nNingún operador puede fijar un resultado, editar un precio ni cambiar un saldo sin un asiento contable que indique quién y por qué.',
      },
    },
  },
  {
    category: 'page',
    slug: 'whitepaper',
    sort: 1,
    t: {
      en: {
        title: 'White paper',
        body: 'Tidemark keeps every account in a double-entry ledger: each journal balances to zero, and balances can be proven from their entries at any time.\n\nPrices come from a recorded feed; options, liquidations and earn settlements store the ticks they used, so anyone can recompute them.',
      },
      zh: {
        title: '白皮书',
        body: 'Tidemark 以复式记账管理每个账户：每笔分录借贷平衡，余额随时可由分录证明。\n\n价格来自记录的行情源；期权、强平和理财结算都保存所用的价格，任何人都能复算。',
      },
      hk: {
        title: '白皮書',
        body: 'Tidemark 以複式記賬管理每個賬戶：每筆分錄借貸平衡，餘額隨時可由分錄證明。\n\n價格來自記錄的行情源；期權、強平和理財結算都保存所用的價格，任何人都能復算。',
      },
      th: {
        title: 'เอกสารไวท์เปเปอร์',
        body: 'Tidemark เก็บทุกบัญชีในระบบบัญชีคู่: ทุกรายการสมดุลเป็นศูนย์ และพิสูจน์ยอดเงินจากรายการได้ทุกเมื่อ\n\nราคามาจากฟีดที่บันทึกไว้ ออปชัน การบังคับปิด และการชำระผลตอบแทนเก็บราคาที่ใช้ไว้ ทุกคนจึงคำนวณซ้ำได้',
      },
      jp: {
        title: 'ホワイトペーパー',
        body: 'Tidemark はすべての口座を複式簿記の台帳で管理します。各仕訳は貸借がゼロで、残高はいつでも記録から証明できます。\n\n価格は記録されたフィードから取得し、オプション、強制決済、運用の決済は使用した価格を保存するため、誰でも再計算できます。',
      },
      kor: {
        title: '백서',
        body: 'Tidemark는 모든 계정을 복식부기 원장으로 관리합니다. 각 분개는 합이 0이며 잔액은 언제든 기록으로 증명할 수 있습니다.\n\n가격은 기록된 피드에서 오며 옵션, 청산, 투자 정산은 사용한 가격을 저장하므로 누구나 다시 계산할 수 있습니다.',
      },
      fra: {
        title: 'Livre blanc',
        body: 'Tidemark tient chaque compte dans un grand livre en partie double : chaque écriture s’équilibre à zéro et les soldes se prouvent à tout moment par leurs écritures.\n\nLes prix viennent d’un flux enregistré ; options, liquidations et règlements d’épargne conservent les cours utilisés, donc chacun peut les recalculer.',
      },
      spa: {
        title: 'Libro blanco',
        body: 'Tidemark lleva cada cuenta en un libro de partida doble: cada asiento suma cero y los saldos se pueden demostrar en todo momento con sus asientos.\n\nLos precios vienen de un flujo registrado; opciones, liquidaciones y liquidaciones de ahorro guardan los precios usados, así que cualquiera puede recalcularlos.',
      },
    },
  },
  {
    category: 'page',
    slug: 'invitenews',
    sort: 1,
    t: {
      en: {
        title: 'Invite friends',
        body: 'Share your invite code or link. When a friend registers with it, they join your team and you earn a rebate on their trading.',
      },
      zh: {
        title: '邀请好友',
        body: '分享您的邀请码或链接。好友使用它注册后加入您的团队，您可获得其交易返佣。',
      },
      hk: {
        title: '邀請好友',
        body: '分享您的邀請碼或鏈接。好友使用它註冊後加入您的團隊，您可獲得其交易返佣。',
      },
      th: {
        title: 'ชวนเพื่อน',
        body: 'แชร์รหัสหรือลิงก์เชิญของคุณ เมื่อเพื่อนลงทะเบียนด้วยรหัสนี้จะเข้าร่วมทีมของคุณ และคุณจะได้รับเงินคืนจากการเทรดของเพื่อน',
      },
      jp: {
        title: '友達を招待',
        body: '招待コードまたはリンクを共有しましょう。友達がそれで登録するとあなたのチームに加わり、取引に応じたリベートを受け取れます。',
      },
      kor: {
        title: '친구 초대',
        body: '초대 코드나 링크를 공유하세요. 친구가 이를 통해 가입하면 팀에 합류하고 친구의 거래에 대한 리베이트를 받습니다.',
      },
      fra: {
        title: 'Inviter des amis',
        body: 'Partagez votre code ou lien d’invitation. Quand un ami s’inscrit avec, il rejoint votre équipe et vous touchez une remise sur ses échanges.',
      },
      spa: {
        title: 'Invitar amigos',
        body: 'Comparta su código o enlace de invitación. Cuando un amigo se registra con él, se une a su equipo y usted recibe un reembolso por sus operaciones.',
      },
    },
  },
];
