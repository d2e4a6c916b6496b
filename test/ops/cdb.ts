/** Small YGOPro card databases written for the tests (the schema of a real cards.cdb, a few rows). */
import Database from 'better-sqlite3';

export interface TestCard {
  id: number;
  name: string;
  desc?: string;
  /** The type bit mask (default 17: a Normal Monster; 33 an Effect Monster). */
  type?: number;
}

/** Writes a cards.cdb with these cards (Normal Monsters unless `type` says otherwise, level 4) to `path`. */
export function writeCdb(path: string, cards: TestCard[]): void {
  const db = new Database(path);
  try {
    db.exec(`CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,type integer,atk integer,def integer,level integer,race integer,attribute integer,category integer);
             CREATE TABLE texts(id integer primary key,name text,desc text,str1 text,str2 text,str3 text,str4 text,str5 text,str6 text,str7 text,str8 text,str9 text,str10 text,str11 text,str12 text,str13 text,str14 text,str15 text,str16 text)`);
    const d = db.prepare('INSERT INTO datas VALUES (?,3,0,0,?,1000,1000,4,1,16,0)');
    const t = db.prepare('INSERT INTO texts (id,name,desc) VALUES (?,?,?)');
    for (const c of cards) {
      d.run(c.id, c.type ?? 17);
      t.run(c.id, c.name, c.desc ?? '测试用的通常怪兽。');
    }
  } finally {
    db.close();
  }
}
