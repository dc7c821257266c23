/**
 * The most common passwords (ASVS 6.2.4), refused as new passwords. Compiled from the
 * well-known public lists (the top of RockYou and SecLists' common-credentials, Russian
 * leaks): digit runs, keyboard walks (including the Russian layout: йцукен, фывапролд, and
 * Russian words typed on the Latin layout: gfhjkm = «пароль»), names, words and their usual
 * digit endings. Lower-case; compare with `isCommonPassword`.
 * Kept as one whitespace-separated string: a quarter of the size of an array literal.
 */
const LIST = `
qwerty123456 password1234 password12345 123456789a 123456789q 1234567890q iloveyou123 qwerty1234567
123456 123456789 12345678 12345 1234567 1234567890 111111 000000 123123 654321 666666 121212 112233
7777777 123321 123654 159753 147258369 987654321 9876543210 0987654321 87654321 12341234 11223344
102030 10203040 147258 159357 789456 456789 987654 123654789 741852963 963852741 1111 2222 12344321
123456a 123456q 1234554321 19841984 19851985 19861986 19871987 19881988 19891989 19901990 19911991
20002000 20202020 12121212 13131313 69696969 01012000 01011990 01011980 11111111111 1234512345
1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5
1234qwer qwer1234 abcd1234 abc12345 a1b2c3d4 a1b2c3 aa123456 qwe123 qweasd qweasdzxc qweasdzxc123
qazwsx qazwsxedc qazwsx123 !qaz2wsx asdf1234 zxcv1234 1a2b3c4d p@ssw0rd p@ssword passw0rd pa$$word
pa55word pa55w0rd 1password 12qwaszx 123qwe 123qweasd 123qweasdzxc 123abc 123asd 1q1q1q1q q1q1q1q1
zxcvbnm123 zxc123 asd123 qwerty12345 qwerty1234 qwertyu qwertyui qwertyuiop qwertyuiop123 asdfghjk
asdfghjkl zxcvbnm zxcvbn asdfgh qwerty qwert azerty azertyuiop qwertz 1qazxsw2 2wsx3edc 3edc4rfv
qazxswedc mnbvcxz poiuytrewq lkjhgfdsa !@#$%^&* !@#$%^ 1234!@#$ 123456! 222222 333333 444444 555555
777777 888888 999999 0000000 1111111 2222222 3333333 4444444 5555555 6666666 8888888 9999999
00000000 11111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 000000000
111111111 222222222 333333333 444444444 555555555 666666666 777777777 888888888 999999999
0000000000 1111111111 2222222222 3333333333 4444444444 5555555555 6666666666 7777777777 8888888888
9999999999 00000000000 22222222222 33333333333 44444444444 55555555555 66666666666 77777777777
88888888888 99999999999 000000000000 111111111111 222222222222 333333333333 444444444444
555555555555 666666666666 777777777777 888888888888 999999999999 1960 1961 1962 1963 1964 1965 1966
1967 1968 1969 1970 1971 1972 1973 1974 1975 1976 1977 1978 1979 1980 1981 1982 1983 1984 1985 1986
1987 1988 1989 1990 1991 1992 1993 1994 1995 1996 1997 1998 1999 2000 2001 2002 2003 2004 2005 2006
2007 2008 2009 2010 2011 2012 2013 2014 2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 2025
password password1 password123 iloveyou iloveyou1 iloveyou123 princess princess1 princess123
rockyou rockyou1 rockyou123 rockyou12345 admin admin1 admin123 admin12345 administrator
administrator1 administrator123 welcome welcome1 welcome123 welcome12345 letmein letmein1
letmein123 letmein12345 monkey monkey1 monkey123 monkey12345 dragon dragon1 dragon123 dragon12345
football football1 football123 baseball baseball1 baseball123 master master1 master123 master12345
sunshine sunshine1 sunshine123 shadow shadow1 shadow123 shadow12345 superman superman1 superman123
batman batman1 batman123 batman12345 trustno1 trustno11 trustno1123 michael michael1 michael123
michael12345 jennifer jennifer1 jennifer123 jordan jordan1 jordan123 jordan12345 hunter hunter1
hunter123 hunter12345 ashley ashley1 ashley123 ashley12345 charlie charlie1 charlie123 charlie12345
thomas thomas1 thomas123 thomas12345 jessica jessica1 jessica123 jessica12345 daniel daniel1
daniel123 daniel12345 andrew andrew1 andrew123 andrew12345 michelle michelle1 michelle123 starwars
starwars1 starwars123 computer computer1 computer123 internet internet1 internet123 whatever
whatever1 whatever123 freedom freedom1 freedom123 freedom12345 secret secret1 secret123 secret12345
hello hello1 hello123 hello12345 loveme loveme1 loveme123 loveme12345 lovely lovely1 lovely123
lovely12345 nicole nicole1 nicole123 nicole12345 babygirl babygirl1 babygirl123 mustang mustang1
mustang123 mustang12345 access access1 access123 access12345 killer killer1 killer123 killer12345
soccer soccer1 soccer123 soccer12345 hockey hockey1 hockey123 hockey12345 ranger ranger1 ranger123
ranger12345 harley harley1 harley123 harley12345 buster buster1 buster123 buster12345 tigger
tigger1 tigger123 tigger12345 pepper pepper1 pepper123 pepper12345 ginger ginger1 ginger123
ginger12345 summer summer1 summer123 summer12345 winter winter1 winter123 winter12345 spring
spring1 spring123 spring12345 autumn autumn1 autumn123 autumn12345 orange orange1 orange123
orange12345 purple purple1 purple123 purple12345 banana banana1 banana123 banana12345 cookie
cookie1 cookie123 cookie12345 chocolate chocolate1 chocolate123 cheese cheese1 cheese123
cheese12345 flower flower1 flower123 flower12345 forever forever1 forever123 forever12345 family
family1 family123 family12345 friends friends1 friends123 friends12345 friend friend1 friend123
friend12345 angel angel1 angel123 angel12345 angels angels1 angels123 angels12345 butterfly
butterfly1 butterfly123 jesus jesus1 jesus123 jesus12345 christ christ1 christ123 christ12345
blessed blessed1 blessed123 blessed12345 matrix matrix1 matrix123 matrix12345 mercedes mercedes1
mercedes123 ferrari ferrari1 ferrari123 ferrari12345 porsche porsche1 porsche123 porsche12345
yankees yankees1 yankees123 yankees12345 lakers lakers1 lakers123 lakers12345 cowboys cowboys1
cowboys123 cowboys12345 liverpool liverpool1 liverpool123 chelsea chelsea1 chelsea123 chelsea12345
arsenal arsenal1 arsenal123 arsenal12345 barcelona barcelona1 barcelona123 realmadrid realmadrid1
realmadrid123 juventus juventus1 juventus123 pokemon pokemon1 pokemon123 pokemon12345 naruto
naruto1 naruto123 naruto12345 minecraft minecraft1 minecraft123 fortnite fortnite1 fortnite123
roblox roblox1 roblox123 roblox12345 google google1 google123 google12345 facebook facebook1
facebook123 youtube youtube1 youtube123 youtube12345 samsung samsung1 samsung123 samsung12345
iphone iphone1 iphone123 iphone12345 apple apple1 apple123 apple12345 windows windows1 windows123
windows12345 linux linux1 linux123 linux12345 ubuntu ubuntu1 ubuntu123 ubuntu12345 cheater cheater1
cheater123 cheater12345 silver silver1 silver123 silver12345 golden golden1 golden123 golden12345
diamond diamond1 diamond123 diamond12345 crystal crystal1 crystal123 crystal12345 phoenix phoenix1
phoenix123 phoenix12345 falcon falcon1 falcon123 falcon12345 eagle eagle1 eagle123 eagle12345 tiger
tiger1 tiger123 tiger12345 lion1234 lion12345 wolf1234 wolf12345 bear1234 bear12345 panther
panther1 panther123 panther12345 jaguar jaguar1 jaguar123 jaguar12345 cobra cobra1 cobra123
cobra12345 viper viper1 viper123 viper12345 thunder thunder1 thunder123 thunder12345 lightning
lightning1 lightning123 storm storm1 storm123 storm12345 rainbow rainbow1 rainbow123 rainbow12345
heaven heaven1 heaven123 heaven12345 paradise paradise1 paradise123 peace peace1 peace123
peace12345 qwerty1 qwerty123 passwort passwort1 passwort123 motdepasse motdepasse1 motdepasse123
contrasena contrasena1 contrasena123 senha senha1 senha123 senha12345 parola parola1 parola123
parola12345 baby1234 baby12345 sweety sweety1 sweety123 sweety12345 sweetheart sweetheart1
sweetheart123 honey honey1 honey123 honey12345 sugar sugar1 sugar123 sugar12345 candy candy1
candy123 candy12345 kitten kitten1 kitten123 kitten12345 puppy puppy1 puppy123 puppy12345 doggie
doggie1 doggie123 doggie12345 fuckyou fuckyou1 fuckyou123 fuckyou12345 fuckoff fuckoff1 fuckoff123
fuckoff12345 asshole asshole1 asshole123 asshole12345 bitch bitch1 bitch123 bitch12345 sexy1234
sexy12345 hottie hottie1 hottie123 hottie12345 beautiful beautiful1 beautiful123 pretty pretty1
pretty123 pretty12345 gorgeous gorgeous1 gorgeous123 lover lover1 lover123 lover12345 loving
loving1 loving123 loving12345 darling darling1 darling123 darling12345 charlie11 charlie1123 george
george1 george123 george12345 robert robert1 robert123 robert12345 william william1 william123
william12345 richard richard1 richard123 richard12345 joseph joseph1 joseph123 joseph12345 david
david1 david123 david12345 james james1 james123 james12345 john1234 john12345 matthew matthew1
matthew123 matthew12345 anthony anthony1 anthony123 anthony12345 joshua joshua1 joshua123
joshua12345 christopher christopher1 christopher123 justin justin1 justin123 justin12345 brandon
brandon1 brandon123 brandon12345 taylor taylor1 taylor123 taylor12345 austin austin1 austin123
austin12345 nathan nathan1 nathan123 nathan12345 samantha samantha1 samantha123 amanda amanda1
amanda123 amanda12345 melissa melissa1 melissa123 melissa12345 stephanie stephanie1 stephanie123
elizabeth elizabeth1 elizabeth123 anna1234 anna12345 maria maria1 maria123 maria12345 sophie
sophie1 sophie123 sophie12345 alexander alexander1 alexander123 alexandra alexandra1 alexandra123
victoria victoria1 victoria123 natalie natalie1 natalie123 natalie12345 olivia olivia1 olivia123
olivia12345 emma1234 emma12345 maxwell maxwell1 maxwell123 maxwell12345 marina marina1 marina123
marina12345 natasha natasha1 natasha123 natasha12345 kristina kristina1 kristina123 ekaterina
ekaterina1 ekaterina123 tatiana tatiana1 tatiana123 tatiana12345 svetlana svetlana1 svetlana123
irina irina1 irina123 irina12345 elena elena1 elena123 elena12345 olga1234 olga12345 anastasia
anastasia1 anastasia123 dmitry dmitry1 dmitry123 dmitry12345 sergey sergey1 sergey123 sergey12345
andrey andrey1 andrey123 andrey12345 alexey alexey1 alexey123 alexey12345 vladimir vladimir1
vladimir123 nikolay nikolay1 nikolay123 nikolay12345 ivan1234 ivan12345 igor1234 igor12345 maxim
maxim1 maxim123 maxim12345 artem artem1 artem123 artem12345 denis denis1 denis123 denis12345 roman
roman1 roman123 roman12345 pavel pavel1 pavel123 pavel12345 mikhail mikhail1 mikhail123
mikhail12345 oleg1234 oleg12345 yuri1234 yuri12345 kirill kirill1 kirill123 kirill12345 konstantin
konstantin1 konstantin123 valentina valentina1 valentina123 galina galina1 galina123 galina12345
lyudmila lyudmila1 lyudmila123 russia russia1 russia123 russia12345 moscow moscow1 moscow123
moscow12345 moskva moskva1 moskva123 moskva12345 piter piter1 piter123 piter12345 kazan kazan1
kazan123 kazan12345 novosibirsk novosibirsk1 novosibirsk123 spartak spartak1 spartak123
spartak12345 zenit zenit1 zenit123 zenit12345 cska1234 cska12345 dinamo dinamo1 dinamo123
dinamo12345 lokomotiv lokomotiv1 lokomotiv123 rossiya rossiya1 rossiya123 rossiya12345 gfhjkm
gfhjkm1 gfhjkm123 gfhjkm12345 ghbdtn ghbdtn1 ghbdtn123 ghbdtn12345 yfnfif yfnfif1 yfnfif123
yfnfif12345 vfrcbv vfrcbv1 vfrcbv123 vfrcbv12345 cjkysirj cjkysirj1 cjkysirj123 kjdtkjdt kjdtkjdt1
kjdtkjdt123 rfhbyf rfhbyf1 rfhbyf123 rfhbyf12345 vfhbyf vfhbyf1 vfhbyf123 vfhbyf12345 ktyjxrf
ktyjxrf1 ktyjxrf123 ktyjxrf12345 cfif1234 cfif12345 fylhtq fylhtq1 fylhtq123 fylhtq12345 ybrbnf
ybrbnf1 ybrbnf123 ybrbnf12345 gjrtvjy gjrtvjy1 gjrtvjy123 gjrtvjy12345 zaqxswcde zaqxswcde1
zaqxswcde123 qwaszx qwaszx1 qwaszx123 qwaszx12345 superstar superstar1 superstar123 rockstar
rockstar1 rockstar123 player player1 player123 player12345 gamer gamer1 gamer123 gamer12345 login
login1 login123 login12345 logon logon1 logon123 logon12345 guest guest1 guest123 guest12345
default default1 default123 default12345 changeme changeme1 changeme123 test1234 test12345 tester
tester1 tester123 tester12345 testing testing1 testing123 testing12345 temp1234 temp12345
temppassword temppassword1 temppassword123 secret11 secret1123 secret112345 private private1
private123 private12345 public public1 public123 public12345 system system1 system123 system12345
server server1 server123 server12345 oracle oracle1 oracle123 oracle12345 mysql mysql1 mysql123
mysql12345 database database1 database123 root1234 root12345 toor1234 toor12345 hacker hacker1
hacker123 hacker12345 anonymous anonymous1 anonymous123 nothing nothing1 nothing123 nothing12345
unknown unknown1 unknown123 unknown12345 someone someone1 someone123 someone12345 whatever11
whatever1123 asdf12345 qwer12345 zxcv12345 abcdef abcdef1 abcdef123 abcdef12345 abcdefg abcdefg1
abcdefg123 abcdefg12345 abcdefgh abcdefgh1 abcdefgh123 jordan23 jordan231 jordan23123 michael11
michael1123 liverpool11 liverpool1123 chelsea11 chelsea1123 arsenal11 arsenal1123 monkey11
monkey1123 monkey112345 dragon11 dragon1123 dragon112345 master11 master1123 master112345 shadow11
shadow1123 shadow112345 sunshine11 sunshine1123 princess11 princess1123 superman11 superman1123
batman11 batman1123 batman112345 football11 football1123 baseball11 baseball1123 iloveyou11
iloveyou1123 iloveyou2 iloveyou21 iloveyou2123 welcome11 welcome1123 letmein11 letmein1123
starwars11 starwars1123 computer11 computer1123 freedom11 freedom1123 internet11 internet1123
soccer11 soccer1123 soccer112345 hockey11 hockey1123 hockey112345 killer11 killer1123 killer112345
jessica11 jessica1123 michelle11 michelle1123 nicole11 nicole1123 nicole112345 ashley11 ashley1123
ashley112345 hunter2 hunter21 hunter2123 hunter212345 123hello 123hello1 123hello123 helloworld
helloworld1 helloworld123 hello1234 hello12341 hello1234123 loveyou loveyou1 loveyou123
loveyou12345 iloveu iloveu1 iloveu123 iloveu12345 imissyou imissyou1 imissyou123 mylove mylove1
mylove123 mylove12345 mybaby mybaby1 mybaby123 mybaby12345 myspace myspace1 myspace123 myspace12345
blink182 blink1821 blink182123 metallica metallica1 metallica123 nirvana nirvana1 nirvana123
nirvana12345 eminem eminem1 eminem123 eminem12345 tupac tupac1 tupac123 tupac12345 beatles beatles1
beatles123 beatles12345 queen queen1 queen123 queen12345 scorpions scorpions1 scorpions123
rammstein rammstein1 rammstein123 spiderman spiderman1 spiderman123 ironman ironman1 ironman123
ironman12345 hulk1234 hulk12345 thor1234 thor12345 avengers avengers1 avengers123 marvel marvel1
marvel123 marvel12345 pikachu pikachu1 pikachu123 pikachu12345 mario mario1 mario123 mario12345
zelda zelda1 zelda123 zelda12345 sonic sonic1 sonic123 sonic12345 tetris tetris1 tetris123
tetris12345 warcraft warcraft1 warcraft123 starcraft starcraft1 starcraft123 counter counter1
counter123 counter12345 strike strike1 strike123 strike12345 dota2 dota21 dota2123 dota212345
csgo1234 csgo12345 halflife halflife1 halflife123 skyrim skyrim1 skyrim123 skyrim12345 witcher
witcher1 witcher123 witcher12345 gta51234 gta512345 playstation playstation1 playstation123 xbox360
xbox3601 xbox360123 xbox36012345 nintendo nintendo1 nintendo123 cocacola cocacola1 cocacola123
pepsi pepsi1 pepsi123 pepsi12345 vodka vodka1 vodka123 vodka12345 whiskey whiskey1 whiskey123
whiskey12345 beer1234 beer12345 pizza pizza1 pizza123 pizza12345 burger burger1 burger123
burger12345 coffee coffee1 coffee123 coffee12345 tea1234 tea12345 йцукен йцукен1 йцукен123
йцукен12345 йцукенгшщз йцукенгшщз1 йцукенгшщз123 йцукенгшщзхъ йцукенгшщзхъ1 йцукенгшщзхъ123
фывапролд фывапролд1 фывапролд123 фывапролджэ фывапролджэ1 фывапролджэ123 ячсмить ячсмить1
ячсмить123 ячсмить12345 ячсмитьбю ячсмитьбю1 ячсмитьбю123 пароль пароль1 пароль123 пароль12345
парольчик парольчик1 парольчик123 привет привет1 привет123 привет12345 приветик приветик1
приветик123 любовь любовь1 любовь123 любовь12345 любимая любимая1 любимая123 любимая12345 любимый
любимый1 любимый123 любимый12345 солнышко солнышко1 солнышко123 солнце солнце1 солнце123
солнце12345 котик котик1 котик123 котик12345 котенок котенок1 котенок123 котенок12345 котёнок
котёнок1 котёнок123 котёнок12345 зайка зайка1 зайка123 зайка12345 зайчик зайчик1 зайчик123
зайчик12345 рыбка рыбка1 рыбка123 рыбка12345 малыш малыш1 малыш123 малыш12345 наташа наташа1
наташа123 наташа12345 наталья наталья1 наталья123 наталья12345 настя настя1 настя123 настя12345
анастасия анастасия1 анастасия123 катя1234 катя12345 екатерина екатерина1 екатерина123 маша1234
маша12345 мария мария1 мария123 мария12345 оля1234 оля12345 ольга ольга1 ольга123 ольга12345
лена1234 лена12345 елена елена1 елена123 елена12345 таня1234 таня12345 татьяна татьяна1 татьяна123
татьяна12345 света света1 света123 света12345 светлана светлана1 светлана123 ирина ирина1 ирина123
ирина12345 ира1234 ира12345 юля1234 юля12345 юлия1234 юлия12345 аня1234 аня12345 анна1234 анна12345
вика1234 вика12345 виктория виктория1 виктория123 даша1234 даша12345 дарья дарья1 дарья123
дарья12345 кристина кристина1 кристина123 марина марина1 марина123 марина12345 алина алина1
алина123 алина12345 саша1234 саша12345 александр александр1 александр123 александра александра1
александра123 максим максим1 максим123 максим12345 дима1234 дима12345 дмитрий дмитрий1 дмитрий123
дмитрий12345 сергей сергей1 сергей123 сергей12345 андрей андрей1 андрей123 андрей12345 алексей
алексей1 алексей123 алексей12345 владимир владимир1 владимир123 коля1234 коля12345 николай николай1
николай123 николай12345 иван1234 иван12345 игорь игорь1 игорь123 игорь12345 артем артем1 артем123
артем12345 артём артём1 артём123 артём12345 денис денис1 денис123 денис12345 роман роман1 роман123
роман12345 паша1234 паша12345 павел павел1 павел123 павел12345 миша1234 миша12345 михаил михаил1
михаил123 михаил12345 олег1234 олег12345 юра1234 юра12345 кирилл кирилл1 кирилл123 кирилл12345
россия россия1 россия123 россия12345 москва москва1 москва123 москва12345 питер питер1 питер123
питер12345 спартак спартак1 спартак123 спартак12345 зенит зенит1 зенит123 зенит12345 цска1234
цска12345 динамо динамо1 динамо123 динамо12345 локомотив локомотив1 локомотив123 qwertyйцукен
qwertyйцукен1 qwertyйцукен123 пароль11 пароль1123 пароль112345 парольпароль парольпароль1
парольпароль123 мойпароль мойпароль1 мойпароль123 новыйпароль новыйпароль1 новыйпароль123 секрет
секрет1 секрет123 секрет12345 ключ1234 ключ12345 компьютер компьютер1 компьютер123 интернет
интернет1 интернет123 учеба учеба1 учеба123 учеба12345 студент студент1 студент123 студент12345
студентка студентка1 студентка123 университет университет1 университет123 универ универ1 универ123
универ12345 школа школа1 школа123 школа12345 работа работа1 работа123 работа12345 деньги деньги1
деньги123 деньги12345 счастье счастье1 счастье123 счастье12345 семья семья1 семья123 семья12345
мама1234 мама12345 папа1234 папа12345 ангел ангел1 ангел123 ангел12345 ангелочек ангелочек1
ангелочек123 красавица красавица1 красавица123 красотка красотка1 красотка123 принцесса принцесса1
принцесса123 королева королева1 королева123 бог1234 бог12345 господь господь1 господь123
господь12345 иисус иисус1 иисус123 иисус12345
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((word) => word !== ''));

/** Case does not make a common password rare: «Password1» is refused like «password1». */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
