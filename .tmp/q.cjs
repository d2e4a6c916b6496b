const D=require('better-sqlite3');const db=new D('/work/shared/data/cards.cdb',{readonly:true});
for(const n of process.argv.slice(2)){const rs=db.prepare('select t.id,t.name,t.desc from texts t where t.name like ? limit 3').all('%'+n+'%');if(!rs.length)console.log('?? '+n);for(const r of rs)console.log(`${r.id} ${r.name}\n${r.desc}\n---`);}
