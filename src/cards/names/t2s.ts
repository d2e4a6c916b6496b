/**
 * Traditional → Simplified Chinese, one character at a time, for the name-resolution step
 * 「繁体 → 简体」. A hand-written table of the characters that occur in card names (not a general
 * converter: names only need these). Where a simplified character has several traditional sources
 * (復/複 → 复, 鬥/闘/鬪 → 斗) each maps on its own. 闇 → 暗 because the YGOPro names write 暗.
 */
const TRADITIONAL =
  "龍機獸靈爾騎戰聖師劍電風蟲鬥術擊寶裝亞導異惡獄無結動轉輪軍羅雙變護樂馬紅彈鳥鐵極閃儀槍壞氣體運魚衛時齒團襲殺華鏡頭喚隊娛進砲獵連車飛鷹書貝強調銀廢屍遺黃達夢夥發麗獅瑪對終級門淵絲復庫來間滅傳鯊魯轟鳴俠鎖換輝烏貓維與塵陽員碼義雲蘭蝕絕衝熱創腦剛劇長眾種薔萊潛擺縛驅決陣壺盜樹藝場號跡獨鋼遜遊質斷條農鎧薩鐘蓋產剎點關鱗將納闇賢渦線諾髏龜約愛漿覺擬亂語聲隱階燒計臨墮煉騷歐虛紀宮帶萬聯殼領賊備霧淚詛燈擾蓮協屬迴凱禍斬蠍鵝鄉響嵐歸開說災蹤誘艦圖傑婭榮紋塊偉禦從鑽綠儸僕圓噴現鷲鯨爐統藍層憑彌際傷葉網針蒼樓緊賽勞區禮製離勝鋒鳳學懼驚鍊蘇盤陰鍵視戲緋國實蠻還報觸詩絆貪預園單駭鏈陸組殘淨細殭脈絢糾飄環牆魘態壓誕繼蟻鴝茲藥溫憶競錯複會絨應滿數啟捲選貫憤讀掃鐫搖諜敵靜別貴標遠處隨繭過爭疊後驗鎮毀負廠豬給餓編業銘肅鴉內價試兒凍禱記恆練澤躍偵則紮準隕測額膽腳颶畫蹟錄鈴熾樣謀參鐮奪慘執補東膠載昇緣謎戀隸見籠鮮顯縫狀煙盧審曉邁獲倫錘頌貳島鱷贈務礦檢鼴順蠅於頓雞雜瘋構設類兇規罰療節攝麥擇壘誤詭鴞揮貨懷禿縮輸險贖劑偽燦捨軟謙賴尋權監莊邏譜訊櫻積擁嚕軌駕檔籃蘿張簡駝閉蝟餌費乾遲紙盡侶紐願濺兩漢勢銅鞦韆論綿習羈鍬朧鋸橋蝸攔癒銃緹銳親鑣雛撲滾盃館嚴甦卻鑰頻懲歷澀喬蝦證慶韋漁難壇範總鉤闢損識蘋優寧鏢龐興銜彎齊傭蠟窮譚鶴舊遙叢墜並螞錨傾釋問橫鮭輕敗棲賭闊訓潔繩貢懾瓊鴨瓏鸚採稱讚頸須訶岡著鰭徹話蟬幫溼駱荊檸慄邊郵裡勁喪寵樑財紗經螢觀燭鰻鬱臺籬頑徵盪獁當堅擲緝鈷靂閻塗筆擴諸駿織豐託濫緞顛鵑馴賓燼謝請鉗竊為稅傘騰傢麵鶯個樞悶賣攪獻呂驕繞這們讓誰聽寫殲醫廳礙壯奮獎戶贏鵬鴿鷗鷺鵡蠶顆題顏顧頁項勳僅億儲韓閣閱闖闘鬪陳驟鴻麼黨齡歲毆況沒淺漲濕濃灣爺牽犧猶琺瑣畢睜確磚禪穩窩築籤糧純紛絡綁綜緒締緩縣縱績繪續纏罷聞脅脫臉舉艙艱蔣蕭薦褲襯訂討訪許診詞該詳誇誌認誠課談謂講譯議豈豎貧販責貯買貸貼賀資賜賞購趕趨踐軀軸較輔辦辭違適遷醜釣鈍鉛錢錦鍋鑄鑑閒閘闡雖韌韻頂頒頗頰颯颱飢飯飲飼飽飾養饑馭駐駛騙髒鬧魎鮫鯉鰓鵲鹽搶槓殤滯瀆瀕燄燐爛犢猙獰瑤甕瘍皚矯礫祿稟窺竄篩糰紳絃縷繽纖罈翹聳膚艷蘊蛻蠱襪訣詠詢謊譴豔賄贓躊躕輿轎迆邇釘鈕鉅銷鋪鋁錐鍛鎊鎗鏟鑲閩闕隴雋靄韁頹顫飆餘饒駁駒騁驛骯鬆鬍鬚魷鮑鯛鰍鱈鳶鴕鴛鴦鵰鶇鷥鸛黴齋龕瀧遞擋擔攜攤暫曆朮槳樁欄歡殯氈淒渾湯滬滲潰瀏煩燁燙爍";
const SIMPLIFIED =
  "龙机兽灵尔骑战圣师剑电风虫斗术击宝装亚导异恶狱无结动转轮军罗双变护乐马红弹鸟铁极闪仪枪坏气体运鱼卫时齿团袭杀华镜头唤队娱进炮猎连车飞鹰书贝强调银废尸遗黄达梦伙发丽狮玛对终级门渊丝复库来间灭传鲨鲁轰鸣侠锁换辉乌猫维与尘阳员码义云兰蚀绝冲热创脑刚剧长众种蔷莱潜摆缚驱决阵壶盗树艺场号迹独钢逊游质断条农铠萨钟盖产刹点关鳞将纳暗贤涡线诺髅龟约爱浆觉拟乱语声隐阶烧计临堕炼骚欧虚纪宫带万联壳领贼备雾泪诅灯扰莲协属回凯祸斩蝎鹅乡响岚归开说灾踪诱舰图杰娅荣纹块伟御从钻绿罗仆圆喷现鹫鲸炉统蓝层凭弥际伤叶网针苍楼紧赛劳区礼制离胜锋凤学惧惊炼苏盘阴键视戏绯国实蛮还报触诗绊贪预园单骇链陆组残净细僵脉绚纠飘环墙魇态压诞继蚁鸲兹药温忆竞错复会绒应满数启卷选贯愤读扫镌摇谍敌静别贵标远处随茧过争叠后验镇毁负厂猪给饿编业铭肃鸦内价试儿冻祷记恒练泽跃侦则扎准陨测额胆脚飓画迹录铃炽样谋参镰夺惨执补东胶载升缘谜恋隶见笼鲜显缝状烟卢审晓迈获伦锤颂贰岛鳄赠务矿检鼹顺蝇于顿鸡杂疯构设类凶规罚疗节摄麦择垒误诡鸮挥货怀秃缩输险赎剂伪灿舍软谦赖寻权监庄逻谱讯樱积拥噜轨驾档篮萝张简驼闭猬饵费干迟纸尽侣纽愿溅两汉势铜秋千论绵习羁锹胧锯桥蜗拦愈铳缇锐亲镳雏扑滚杯馆严苏却钥频惩历涩乔虾证庆韦渔难坛范总钩辟损识苹优宁镖庞兴衔弯齐佣蜡穷谭鹤旧遥丛坠并蚂锚倾释问横鲑轻败栖赌阔训洁绳贡慑琼鸭珑鹦采称赞颈须诃冈着鳍彻话蝉帮湿骆荆柠栗边邮里劲丧宠梁财纱经萤观烛鳗郁台篱顽征荡犸当坚掷缉钴雳阎涂笔扩诸骏织丰托滥缎颠鹃驯宾烬谢请钳窃为税伞腾家面莺个枢闷卖搅献吕骄绕这们让谁听写歼医厅碍壮奋奖户赢鹏鸽鸥鹭鹉蚕颗题颜顾页项勋仅亿储韩阁阅闯斗斗陈骤鸿么党龄岁殴况没浅涨湿浓湾爷牵牺犹珐琐毕睁确砖禅稳窝筑签粮纯纷络绑综绪缔缓县纵绩绘续缠罢闻胁脱脸举舱艰蒋萧荐裤衬订讨访许诊词该详夸志认诚课谈谓讲译议岂竖贫贩责贮买贷贴贺资赐赏购赶趋践躯轴较辅办辞违适迁丑钓钝铅钱锦锅铸鉴闲闸阐虽韧韵顶颁颇颊飒台饥饭饮饲饱饰养饥驭驻驶骗脏闹魉鲛鲤鳃鹊盐抢杠殇滞渎濒焰磷烂犊狰狞瑶瓮疡皑矫砾禄禀窥窜筛团绅弦缕缤纤坛翘耸肤艳蕴蜕蛊袜诀咏询谎谴艳贿赃踌蹰舆轿迤迩钉钮巨销铺铝锥锻镑枪铲镶闽阙陇隽霭缰颓颤飙余饶驳驹骋驿肮松胡须鱿鲍鲷鳅鳕鸢鸵鸳鸯雕鸫鸶鹳霉斋龛泷递挡担携摊暂历术桨桩栏欢殡毡凄浑汤沪渗溃浏烦烨烫烁";

const T2S: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const t = [...TRADITIONAL];
  const s = [...SIMPLIFIED];
  for (let i = 0; i < t.length; i++) m.set(t[i]!, s[i]!);
  return m;
})();

/** Does the text contain a character this table knows as traditional? */
export function hasTraditional(text: string): boolean {
  for (const ch of text) if (T2S.has(ch)) return true;
  return false;
}

/** Convert each traditional character to its simplified form; others pass through. */
export function toSimplified(text: string): string {
  let out = '';
  for (const ch of text) out += T2S.get(ch) ?? ch;
  return out;
}

/** The reverse direction (first traditional form), used by tests and the misspelling fixture. */
export function toTraditional(text: string): string {
  let out = '';
  for (const ch of text) out += S2T.get(ch) ?? ch;
  return out;
}

const S2T: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  for (const [t, s] of T2S) if (!m.has(s)) m.set(s, t);
  return m;
})();
