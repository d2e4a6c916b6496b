// A card 「破坏并除外」 is, in the result, banished from the field (test/RULES.md WIN-DESTROYED-BANISHED-FROM-FIELD; rules reference
// docs/c03/卡片的抗性.rst:73–75): a trigger on 「自己场上的表侧表示的念动力族怪兽被除外」 (PSY骨架王·Λ②) sees it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string): string[] => askCdb(input).window.triggers.map((t) => `${t.card.name}#${t.effect}`);

describe.skipIf(!haveCards)('destroyed and banished: banished from the field', () => {
  it('[WIN-DESTROYED-BANISHED-FROM-FIELD] a summoned Psychic (机界骑士 亚伯拉姆) destroyed and banished by 奈落的落穴 meets PSY骨架王·Λ②; a non-Psychic (青眼白龙) does not', () => {
    expect(offered('{回合:A 阶段:主要1 A场:PSY骨架王·Λ A手:机界骑士 亚伯拉姆 B场:奈落的落穴(盖)} 召唤 A:机界骑士 亚伯拉姆 C1 B:奈落的落穴')).toContain('PSY骨架王·Λ#2');
    expect(offered('{回合:A 阶段:主要1 A场:PSY骨架王·Λ,三眼怪,三眼怪 A手:青眼白龙 B场:奈落的落穴(盖)} 上级召唤 青眼白龙 解放 三眼怪,三眼怪 C1 B:奈落的落穴')).not.toContain('PSY骨架王·Λ#2');
  });

  it('[WIN-DESTROYED-BANISHED-FROM-FIELD] the other side: a Psychic banished from the GY by D.D.乌鸦 (never destroyed from the field by that link) does not meet it', () => {
    expect(offered('{回合:A 阶段:主要1 A场:PSY骨架王·Λ A墓:机界骑士 亚伯拉姆 B手:D.D.乌鸦} C1 B:D.D.乌鸦→A:机界骑士 亚伯拉姆')).not.toContain('PSY骨架王·Λ#2');
  });
});
