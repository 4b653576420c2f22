import { escapeHtml, fillTemplate } from '../src/template';

describe('fillTemplate', () => {
  it('escapes every value, in text and in attributes; there is no unescaped form', () => {
    expect(fillTemplate('<a title="{{name}}">{{name}}</a>{{{name}}}', { name: `<img src=x onerror="alert('1')">&` })).toBe(
      '<a title="&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;</a>{&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;}',
    );
    expect(escapeHtml('{{x}}')).toBe('{{x}}');
  });

  it('repeats a block per item, in the item scope and then outwards; {{.}} is the item', () => {
    const model = { unit: '个', jars: [{ name: 'A', tags: ['x', 'y'] }, { name: 'B', tags: [] }] };
    expect(fillTemplate('{{#jars}}[{{name}}{{unit}}:{{#tags}}#{{.}}{{/tags}}]{{/jars}}', model)).toBe('[A个:#x#y][B个:]');
  });

  it('shows a block for a truthy value, the inverted block for a missing, false, empty one', () => {
    const template = '{{#cover}}<img src="{{cover}}">{{/cover}}{{^cover}}<span>{{initial}}</span>{{/cover}}';
    expect(fillTemplate(template, { cover: '/c.png', initial: '唐' })).toBe('<img src="/c.png">');
    for (const cover of [null, '', false, undefined, []]) expect(fillTemplate(template, { cover, initial: '唐' })).toBe('<span>唐</span>');
    expect(fillTemplate('{{#page}}{{number}}/{{last}}{{/page}}', { page: { number: 1 }, last: 9 })).toBe('1/9');
    // A number is a value, 0 included (a count of 0 stars shows).
    expect(fillTemplate('{{#n}}[{{n}}]{{/n}}', { n: 0 })).toBe('[0]');
  });

  it('nests blocks of the same name, and refuses an unbalanced template', () => {
    expect(fillTemplate('{{#a}}({{#a}}in{{/a}}){{/a}}', { a: true })).toBe('(in)');
    expect(() => fillTemplate('{{#a}}open', { a: true })).toThrow('{{#a}} is never closed');
    expect(() => fillTemplate('close{{/a}}', {})).toThrow('{{/a}} closes nothing');
  });
});
